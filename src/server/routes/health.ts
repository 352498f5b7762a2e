import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { databaseAnswers } from '../modules/system/system.service.js';

/** GET /health: the process is up and its database answers. For load balancers and uptime checks. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String(), uptimeSeconds: Type.Number() }) },
      },
    },
    async () => {
      await databaseAnswers(app.ctx);
      return { status: 'ok' as const, database: app.dialect, uptimeSeconds: Math.round(process.uptime()) };
    },
  );
};

export default health;
