import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody, ErrorBody, IdempotencyHeaders } from '../../../../../shared/api/common.js';
import { BuyBoxResponse } from '../../../../../shared/api/growth.js';
import { emptyBodyAsObject, sendAnswer } from '../../../../lib/route-helpers.js';
import { buyBox } from '../../../../modules/gifts/gifts.service.js';

/** POST /v1/players/buy-open: buy one gift box at its price. */
const buyBoxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePlayer,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['gifts'],
        summary: 'Buy one gift box at its price (GET /v1/system growth.boxPrice, with the odds of every prize)',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: EmptyBody,
        response: { 201: BuyBoxResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => sendAnswer(reply, await buyBox(app.ctx, request.player, request.headers['idempotency-key'])),
  );
};

export default buyBoxRoutes;
