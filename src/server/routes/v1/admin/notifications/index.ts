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
        summary: 'Send a notification to one player (internal id) or, without playerId, to everyone: stored, sent to sockets, audit-logged',
        security: [{ bearer: [] }],
        body: AdminNotificationBody,
        response: { 201: AdminNotificationResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await sendNotification(app.ctx, request.player, request.body)),
  );
};

export default adminNotificationRoutes;
