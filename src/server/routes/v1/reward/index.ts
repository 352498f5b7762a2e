import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody, ErrorBody, IdempotencyHeaders } from '../../../../shared/api/common.js';
import { OpenBoxResponse } from '../../../../shared/api/growth.js';
import { emptyBodyAsObject, sendAnswer } from '../../../lib/route-helpers.js';
import { openBox } from '../../../modules/gifts/gifts.service.js';

/** POST /v1/reward: open one of the caller's gift boxes. */
const rewardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePlayer,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['gifts'],
        summary: "Open the caller's oldest unopened box: a prize drawn from the weighted table, credited at once",
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: EmptyBody,
        response: { 201: OpenBoxResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => sendAnswer(reply, await openBox(app.ctx, request.player, request.headers['idempotency-key'])),
  );
};

export default rewardRoutes;
