// The one way the server opens a Redis connection: named in its error logs, closed with the app.
import type { FastifyInstance } from 'fastify';
import { createClient, type RedisClientType } from 'redis';

export interface RedisConnection {
  /** REDIS_URL. */
  readonly url: string;
  /** What the connection is for, as its errors are logged: `redis (<name>) error`. */
  readonly name: string;
  /**
   * Commands fail at once while Redis is away instead of waiting in a queue until it is back: for
   * callers that have something better to do meanwhile (the limits count in memory).
   */
  readonly failFast?: boolean;
}

/**
 * A connected client, closed when the app closes. The close hook is added here, when the connection
 * opens, so connections close in the reverse order of the plugins that opened them (Fastify runs
 * onClose hooks last-in, first-out): after the code that uses them has stopped.
 */
export async function connectRedis(app: FastifyInstance, { url, name, failFast = false }: RedisConnection): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url, disableOfflineQueue: failFast });
  client.on('error', (err) => app.log.error({ err }, `redis (${name}) error`));
  await client.connect();
  app.addHook('onClose', async () => {
    await client.quit().catch(() => undefined);
  });
  return client;
}
