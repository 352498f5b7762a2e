import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { FallbackCounters, MemoryCounters, RedisCounters, type WindowCounters } from '../../lib/counters.js';
import { connectRedis } from '../../lib/redis-client.js';

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
 * limit as one; while Redis fails, each instance counts in memory. (socket.io and the settings
 * channel hold their own publish/subscribe connections; every connection is opened, logged and
 * closed by lib/redis-client.ts.)
 */
export default fp(
  async function redis(app: FastifyInstance, opts: { config: Config; clock: Clock }) {
    const { config } = opts;
    if (!config.redisUrl) {
      app.decorate('redis', undefined);
      app.decorate('counters', new MemoryCounters(opts.clock));
      return;
    }
    // Commands fail at once while Redis is away (no queue to wait in): a limit then counts in memory
    // on this instance rather than hold a login or a bet until Redis is back.
    const client = await connectRedis(app, { url: config.redisUrl, name: 'commands', failFast: true, hot: true });
    app.decorate('redis', client);
    let warnedAt = 0;
    const fellBack = (err: unknown) => {
      if (opts.clock.now() - warnedAt < 60_000) return;
      warnedAt = opts.clock.now();
      app.log.warn({ err }, 'limits count in memory on this instance while Redis fails');
    };
    app.decorate('counters', new FallbackCounters(new RedisCounters(client, `${config.redisChannel}:limits:`), new MemoryCounters(opts.clock), fellBack));
  },
  { name: 'redis' },
);
