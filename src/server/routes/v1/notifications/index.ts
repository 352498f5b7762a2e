import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { InboxQuery, InboxResponse, MarkReadBody, MarkReadResponse } from '../../../../shared/api/notifications.js';
import { inbox, markNotificationsRead } from '../../../modules/notifications/notifications.service.js';

/** /v1/notifications: the caller's inbox (their notifications and the broadcasts), and marking read. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the count of unread ones",
        security: [{ bearer: [] }],
        querystring: InboxQuery,
        response: { 200: InboxResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => inbox(app.ctx, request.player, request.query),
  );

  app.post(
    '/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read (ids not in the caller inbox are ignored), or all of them; answers the unread count',
        security: [{ bearer: [] }],
        body: MarkReadBody,
        response: { 200: MarkReadResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => markNotificationsRead(app.ctx, request.player, request.body),
  );
};

export default notificationRoutes;
