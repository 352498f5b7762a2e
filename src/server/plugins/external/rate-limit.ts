import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RedisClientType } from 'redis';
import { REDIS_HIT_DEADLINE_MS } from '../../lib/counters.js';
import { within } from '../../lib/deadline.js';
import { TooManyRequestsError } from '../../lib/errors.js';

interface RouteLimit {
  readonly routeInfo: { readonly method: string; readonly url: string };
}
type Done = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on the app's Redis client (node-redis; the plugin's own Redis store
 * wants ioredis): a fixed window per key, INCR and PEXPIRE NX in one MULTI, as the plugin's own does.
 */
function redisStore(redis: RedisClientType, prefix: string) {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly key = prefix,
    ) {}

    incr(ip: string, done: Done, timeWindow: number): void {
      const k = this.key + ip;
      // The client is a hot one (lib/redis-client.ts): the wait is bounded here; past it the
      // request goes on (`skipOnError`).
      const counted = redis.multi().incr(k).pExpire(k, timeWindow, 'NX').pTTL(k).exec();
      within(counted, REDIS_HIT_DEADLINE_MS, 'Redis').then(([current, , ttl]) => done(null, { current: Number(current), ttl: Number(ttl) }), done);
    }

    // The plugin passes the route's merged options, with `routeInfo` (its types say otherwise).
    child(route: unknown): FastifyRateLimitStore {
      const { routeInfo } = route as RouteLimit;
      return new RedisRateLimitStore(undefined, `${this.key}${routeInfo.method}${routeInfo.url}-`);
    }
  };
}

/**
 * Per-IP rate limits, opted into by each route (`config.rateLimit`). With Redis (the `redis`
 * plugin) every instance counts in it, so N instances limit as one; in memory otherwise.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, opts: { prefix?: string }) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new TooManyRequestsError(),
      // Counted by the route it guards (its pattern: a bounded set of labels).
      onExceeded: (request) => app.metrics.rateLimitRefusals.inc({ limiter: request.routeOptions.url ?? 'unmatched' }),
      // Redis away: the request is let through (sign-in stays slowed by scrypt and the per-username
      // slow-down, which then count in memory) rather than refused or held.
      ...(app.redis ? { store: redisStore(app.redis, opts.prefix ?? 'rate-limit:'), skipOnError: true } : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['redis', 'metrics'] },
);
