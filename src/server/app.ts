import { randomUUID } from 'node:crypto';
import autoload from '@fastify/autoload';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { type Clock, systemClock } from './lib/clock.js';
import { type DatabaseHandle, openConfiguredDatabase } from './db/database.js';
import { ensureFirstAdmin } from './modules/operators/first-operator.js';
import type { SettlementEffect } from './modules/rounds/settlement.js';
import auth from './plugins/app/auth.js';
import context from './plugins/app/context.js';
import db from './plugins/app/db.js';
import errors from './plugins/app/errors.js';
import game from './plugins/app/game.js';
import backups from './plugins/app/backups.js';
import jobs from './plugins/app/jobs.js';
import metrics from './plugins/app/metrics.js';
import push from './plugins/app/push.js';
import watch from './plugins/app/watch.js';
import realtime from './plugins/app/realtime/index.js';
import redis from './plugins/app/redis.js';
import requestLog from './plugins/app/request-log.js';
import spa from './plugins/app/spa.js';
import uploads from './plugins/app/uploads.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import validation from './plugins/external/validation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by server.ts on SIGTERM: /ready answers 503 while in-flight requests finish. */
    lifecycle: { draining: boolean };
  }
}

export interface AppOptions {
  readonly config: Config;
  /** An open database (tests pass their own); otherwise the configured one, closed with the app. */
  readonly database?: DatabaseHandle;
  /** The clock rounds follow (tests pass a manual one). */
  readonly clock?: Clock;
  /** Whether the round engine runs on timers (tests drive `app.game.engine.tick()` themselves). */
  readonly runEngine?: boolean;
  /** The folder of the route files (src/server/routes, or dist/server/routes once built). */
  readonly routesDir: string;
  /** What runs inside every settlement's transaction (commissions, rollups, loss tallies). */
  readonly settlementEffects?: readonly SettlementEffect[];
}

/**
 * The whole application as one Fastify plugin: external plugins, then the app's own (database,
 * errors, auth), then the routes, whose folder path is their URL.
 */
async function application(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;
  fastify.decorate('lifecycle', { draining: false });
  // A draining instance ends each keep-alive connection with its answer: a load balancer's pooled
  // connections that finish a request after the close began would otherwise stay open, idle, until
  // the keep-alive timeout, and the close would wait for them (nginx keeps 256 to each instance).
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (fastify.lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  await fastify.register(requestLog, { logRequests: config.logRequests });
  await fastify.register(metrics, { config });
  await fastify.register(validation);
  await fastify.register(helmet);
  await fastify.register(swagger, { brandName: config.brandName });
  await fastify.register(redis, { config, clock });
  await fastify.register(rateLimit, { prefix: `${config.redisChannel}:rate-limit:` });

  await fastify.register(db, { database: opts.database ?? openConfiguredDatabase(config), closeDatabase: !opts.database });
  await fastify.register(errors);
  await fastify.register(context, { config, clock });
  await fastify.register(auth, { config, clock });
  await fastify.register(realtime, { redisUrl: config.redisUrl, redisChannel: config.redisChannel });
  await fastify.register(push, { config, run: opts.runEngine ?? true });
  await fastify.register(uploads, { config, clock });
  await fastify.register(jobs, { run: opts.runEngine ?? true });
  await fastify.register(backups, { config, run: opts.runEngine ?? true });
  await fastify.register(game, { config, runEngine: opts.runEngine ?? true, ...(opts.settlementEffects ? { effects: opts.settlementEffects } : {}) });
  await fastify.register(watch, { config, runEngine: opts.runEngine ?? true });

  // Routes from their folders: the folder path is the URL; routes/v1/admin/autohooks.ts guards every operator route.
  await fastify.register(autoload, {
    dir: opts.routesDir,
    options: { config },
    ignorePattern: /(^|[\\/])__tests__([\\/]|$)/,
    autoHooks: true,
    cascadeHooks: true,
    // A folder named `_id` is the path parameter `:id` (routes/v1/players/_id/staking -> /v1/players/:id/staking).
    routeParams: true,
    // Loaded the way this module itself was: required under Jest (CommonJS), imported when built (ESM).
    ...(typeof module !== 'undefined' ? ({ packageType: 'commonjs' } as object) : {}),
  });
  await fastify.register(spa, { clientDir: config.clientDir, brandName: config.brandName });

  fastify.addHook('onReady', async () => {
    await ensureFirstAdmin(fastify.ctx.db, { ...fastify.authSettings, adminUsername: config.adminUsername, adminPassword: config.adminPassword }, fastify.log);
  });
}

/** Not encapsulated, so that what it decorates (db, game, realtime) is reachable on the instance. */
export const app = fp(application, { name: 'app' });

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies nearest to us. */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust === false ? false : [...trust];
}

/** Fastify's own options: structured logs with secrets redacted, strict request validation. */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger'] = true): FastifyServerOptions {
  return {
    logger:
      logger === true
        ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.body.password', 'req.body.passwordConfirm'] }
        : logger,
    // Two lines per request only when asked (LOG_REQUESTS=1); otherwise plugins/app/request-log.ts
    // logs the failed and slow ones, so lifecycle lines and the first operator's password stay readable.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    trustProxy: trustProxyOption(config.trustProxy),
    // Request ids unique across instances (Fastify's default counts from 1 in each process): every
    // log line of a request and every error body carry it.
    genReqId: () => randomUUID(),
    // On close, idle keep-alive connections are ended; requests in flight finish (graceful shutdown),
    // and one arriving meanwhile gets 503 (the load balancer sends it to another instance).
    forceCloseConnections: 'idle',
    // Start-up runs the migrations (db plugin): on a large database, or a loaded machine, they may
    // take longer than Fastify's default 10 s for a plugin; a slow start is not a failed one.
    pluginTimeout: 120_000,
    bodyLimit: 64 * 1024,
  };
}

/** A ready-to-use instance: what server.ts listens with and what tests `inject` into. */
export async function buildApp(opts: AppOptions, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(opts.config, logger)).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, opts);
  return fastify;
}
