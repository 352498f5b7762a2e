import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient, type RedisClientType } from 'redis';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { MemoryCounters, RedisCounters, type WindowCounters } from '../../lib/counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis (REDIS_URL) for commands: limits, readiness. Absent on a single instance. */
    redis: RedisClientType | undefined;
    /** Window counters of every limit (rate limits, bet rate, sign-in slow-downs): in Redis when there is one. */
    counters: WindowCounters;
  }
}

/**
 * Redis, when REDIS_URL is set: one client for commands, shared by every limit, so that N instances
 * limit as one. (socket.io and the settings channel hold their own publish/subscribe connections.)
 */
export default fp(
  async function redis(app: FastifyInstance, opts: { config: Config; clock: Clock }) {
    const { config } = opts;
    if (!config.redisUrl) {
      app.decorate('redis', undefined);
      app.decorate('counters', new MemoryCounters(opts.clock));
      return;
    }
    const client: RedisClientType = createClient({ url: config.redisUrl });
    client.on('error', (err) => app.log.error({ err }, 'redis (commands) error'));
    await client.connect();
    app.decorate('redis', client);
    app.decorate('counters', new RedisCounters(client, `${config.redisChannel}:limits:`));
    app.addHook('onClose', async () => {
      await client.quit().catch(() => undefined);
    });
  },
  { name: 'redis' },
);
