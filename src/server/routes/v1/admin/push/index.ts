import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { AdminPushResponse } from '../../../../../shared/api/push.js';
import { pushTotals } from '../../../../modules/push/push.service.js';

/** /v1/admin/push (ADMIN, by the folder's hook): how many players have Web Push on, on how many devices. */
const adminPushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Players with Web Push on (at least one device) and their devices',
        security: [{ bearer: [] }],
        response: { 200: AdminPushResponse, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => pushTotals(app.ctx),
  );
};

export default adminPushRoutes;
