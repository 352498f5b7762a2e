import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders } from '../../../../../shared/api/common.js';
import { AdminDepositBody, AdminDepositResponse } from '../../../../../shared/api/deposits.js';
import { createDeposit } from '../../../../modules/deposits/deposits.service.js';

/** /v1/admin/deposits (ADMIN): credit (SUCCESS) or record (FAILED) a player's top-up. */
const adminDepositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requireAdmin,
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
      const answer = await createDeposit(app.db, app.realtime, request.player, { ...request.body, idempotencyKey: request.headers['idempotency-key'] });
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );
};

export default adminDepositRoutes;
