import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { GiftQuery, GiftResponse } from '../../../../shared/api/growth.js';
import { giftHistory } from '../../../modules/gifts/gifts.service.js';

/** GET /v1/gift?type=OPENBOX|LV7|STALK: the caller's reward history of one kind. */
const giftRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['gifts'],
        summary: "The caller's reward records of one type, newest first, and their unopened boxes",
        security: [{ bearer: [] }],
        querystring: GiftQuery,
        response: { 200: GiftResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => giftHistory(app.ctx, request.player, request.query),
  );
};

export default giftRoutes;
