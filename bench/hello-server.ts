// The baseline: a Fastify hello-world on the same machine, measured in the same run as the bets.
import Fastify from 'fastify';

const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
