import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../shared/api/common.js';
import { within } from '../lib/deadline.js';
import { ServiceUnavailableError } from '../lib/errors.js';
import { databaseAnswers } from '../modules/system/system.service.js';

/** How long /ready waits for the database or Redis before calling the instance not ready. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * GET /health: the process is alive (liveness; no dependency is asked, so a slow database never
 * gets a healthy process restarted). GET /ready: this instance should get traffic: migrations done,
 * the database and Redis (when configured) answer, and it is not shutting down (readiness, for the
 * load balancer).
 */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String(), uptimeSeconds: Type.Number() }) },
      },
    },
    async () => ({ status: 'ok' as const, database: app.dialect, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: migrations done, database and Redis answer, not shutting down',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            database: Type.String(),
            redis: Type.Union([Type.Literal('ok'), Type.Literal('none')]),
            // With BACKUP_URL / BACKUP_DIR (docs/operations.md, "Backups"): told, never a reason to take traffic away.
            backups: Type.Optional(
              Type.Object({
                replica: Type.Optional(Type.Object({ url: Type.String(), positionAgeSeconds: Type.Number(), problem: Type.Optional(Type.String()) })),
                snapshots: Type.Optional(Type.Object({ dir: Type.String(), lastGoodAt: Type.Union([Type.String(), Type.Null()]), ageSeconds: Type.Union([Type.Number(), Type.Null()]) })),
              }),
            ),
          }),
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      if (app.lifecycle.draining) throw new ServiceUnavailableError('DRAINING');
      try {
        await within(databaseAnswers(app.ctx), CHECK_TIMEOUT_MS, 'the database');
        if (app.redis) await within(app.redis.ping(), CHECK_TIMEOUT_MS, 'Redis');
      } catch (err) {
        request.log.warn({ err }, 'not ready');
        throw new ServiceUnavailableError('NOT_READY');
      }
      const backups = await app.backups.state().catch(() => undefined);
      return { status: 'ready' as const, database: app.dialect, redis: app.redis ? ('ok' as const) : ('none' as const), ...(backups ? { backups } : {}) };
    },
  );
};

export default health;
