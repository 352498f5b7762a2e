import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { AdminNotificationBody, AdminNotificationResponse } from '../../../../../shared/api/notifications.js';
import { sendNotification } from '../../../../modules/notifications/notifications.service.js';

/** /v1/admin/notifications (ADMIN, by the folder's hook): send a notification to one player or to everyone. */
const adminNotificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a notification to one player (the public incId the app shows, or the internal playerId) or, without either, to everyone: stored, sent to sockets, audit-logged',
        security: [{ bearer: [] }],
        body: AdminNotificationBody,
        response: { 201: AdminNotificationResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await sendNotification(app.ctx, { operator: request.player, ip: request.ip }, request.body)),
  );
};

export default adminNotificationRoutes;
