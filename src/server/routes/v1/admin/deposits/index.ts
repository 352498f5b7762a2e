import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders } from '../../../../../shared/api/common.js';
import { AdminDepositBody, AdminDepositResponse } from '../../../../../shared/api/deposits.js';
import { sendAnswer } from '../../../../lib/route-helpers.js';
import { createDeposit } from '../../../../modules/deposits/deposits.service.js';

/** /v1/admin/deposits (ADMIN, by the folder's hook): credit (SUCCESS) or record (FAILED) a player's top-up. */
const adminDepositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a deposit: SUCCESS credits the player through the ledger, FAILED only records it',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: AdminDepositBody,
        response: { 201: AdminDepositResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await createDeposit(app.ctx, { operator: request.player, ip: request.ip }, { ...request.body, idempotencyKey: request.headers['idempotency-key'] });
      return sendAnswer(reply, answer);
    },
  );
};

export default adminDepositRoutes;
