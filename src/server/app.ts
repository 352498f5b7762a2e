import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config.js';
import { type Clock, systemClock } from './lib/clock.js';
import { type DatabaseHandle, openConfiguredDatabase } from './db/database.js';
import { ensureFirstAdmin } from './modules/players/bootstrap.js';
import auth from './plugins/app/auth.js';
import db from './plugins/app/db.js';
import errors from './plugins/app/errors.js';
import game from './plugins/app/game.js';
import realtime from './plugins/app/realtime.js';
import spa from './plugins/app/spa.js';
import uploads from './plugins/app/uploads.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import swagger from './plugins/external/swagger.js';
import validation from './plugins/external/validation.js';
import health from './routes/health.js';
import authRoutes from './routes/v1/auth/index.js';
import adminDepositRoutes from './routes/v1/admin/deposits/index.js';
import adminVerificationRoutes from './routes/v1/admin/verifications/index.js';
import adminWithdrawalRoutes from './routes/v1/admin/withdrawals/index.js';
import betRoutes from './routes/v1/bets/index.js';
import depositRoutes from './routes/v1/deposits/index.js';
import fairnessRoutes from './routes/v1/fairness/index.js';
import fileRoutes from './routes/v1/files/index.js';
import ledgerRoutes from './routes/v1/ledger/index.js';
import playerRoutes from './routes/v1/players/index.js';
import sessionRoutes from './routes/v1/sessions/index.js';
import systemRoutes from './routes/v1/system/index.js';
import uploadRoutes from './routes/v1/upload/index.js';
import withdrawalRoutes from './routes/v1/withdrawals/index.js';

export interface AppOptions {
  readonly config: Config;
  /** An open database (tests pass their own); otherwise the configured one, closed with the app. */
  readonly database?: DatabaseHandle;
  /** The clock rounds follow (tests pass a manual one). */
  readonly clock?: Clock;
  /** Whether the round engine runs on timers (tests drive `app.game.engine.tick()` themselves). */
  readonly runEngine?: boolean;
}

/**
 * The whole application as one Fastify plugin: external plugins, then the app's own (database,
 * errors, auth), then the routes, whose folder path is their URL.
 */
async function application(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  const { config } = opts;
  await fastify.register(validation);
  await fastify.register(helmet);
  await fastify.register(swagger, { brandName: config.brandName });
  await fastify.register(rateLimit);

  await fastify.register(db, { database: opts.database ?? openConfiguredDatabase(config), closeDatabase: !opts.database });
  await fastify.register(errors);
  await fastify.register(auth, { config, clock: opts.clock ?? systemClock });
  await fastify.register(realtime, { redisUrl: config.redisUrl, redisChannel: config.redisChannel });
  await fastify.register(uploads, { config });
  await fastify.register(game, { config, clock: opts.clock ?? systemClock, runEngine: opts.runEngine ?? true });

  await fastify.register(health);
  await fastify.register(authRoutes, { prefix: '/v1/auth', config });
  await fastify.register(playerRoutes, { prefix: '/v1/players' });
  await fastify.register(withdrawalRoutes, { prefix: '/v1/withdrawals', config });
  await fastify.register(depositRoutes, { prefix: '/v1/deposits' });
  await fastify.register(ledgerRoutes, { prefix: '/v1/ledger' });
  await fastify.register(uploadRoutes, { prefix: '/v1/upload' });
  await fastify.register(fileRoutes, { prefix: '/v1/files' });
  await fastify.register(adminDepositRoutes, { prefix: '/v1/admin/deposits' });
  await fastify.register(adminWithdrawalRoutes, { prefix: '/v1/admin/withdrawals' });
  await fastify.register(adminVerificationRoutes, { prefix: '/v1/admin/verifications' });
  await fastify.register(betRoutes, { prefix: '/v1/bets', config });
  await fastify.register(sessionRoutes, { prefix: '/v1/sessions' });
  await fastify.register(systemRoutes, { prefix: '/v1/system', config });
  await fastify.register(fairnessRoutes, { prefix: '/v1/fairness' });
  await fastify.register(spa, { clientDir: config.clientDir, brandName: config.brandName });

  fastify.addHook('onReady', async () => {
    await ensureFirstAdmin(fastify.db, { ...fastify.authSettings, adminUsername: config.adminUsername, adminPassword: config.adminPassword }, fastify.log);
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
    trustProxy: trustProxyOption(config.trustProxy),
    // On close, keep-alive connections are ended rather than waited for.
    forceCloseConnections: true,
    bodyLimit: 64 * 1024,
  };
}

/** A ready-to-use instance: what server.ts listens with and what tests `inject` into. */
export async function buildApp(opts: AppOptions, logger?: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(opts.config, logger)).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, opts);
  return fastify;
}
