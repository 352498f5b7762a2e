import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders } from '../../../../shared/api/common.js';
import {
  CancelWithdrawalParams,
  CancelWithdrawalResponse,
  CreateWithdrawalBody,
  CreateWithdrawalResponse,
  WithdrawalRules,
  WithdrawalsQuery,
  WithdrawalsResponse,
} from '../../../../shared/api/withdrawals.js';
import { sendAnswer } from '../../../lib/route-helpers.js';
import { cancelWithdrawal, playerWithdrawals, requestWithdrawal, withdrawalRules } from '../../../modules/withdrawals/withdrawals.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody };

/** /v1/withdrawals: the caller converts points to VND through an operator (decisions section 4). */
const withdrawalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rules',
    {
      onRequest: app.authenticate,
      schema: { tags: ['withdrawals'], summary: 'Minimum, fee tiers and VND rate', security: [{ bearer: [] }], response: { 200: WithdrawalRules, 401: ErrorBody } },
    },
    async () => withdrawalRules(app.ctx),
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['withdrawals'],
        summary: "The caller's withdrawals (optionally created in [from, to]), newest first, with totals",
        security: [{ bearer: [] }],
        querystring: WithdrawalsQuery,
        response: { 200: WithdrawalsResponse, ...errors },
      },
    },
    async (request) => playerWithdrawals(app.ctx, request.player, request.query),
  );

  app.post(
    '/',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['withdrawals'],
        summary: 'Request a withdrawal: the amount is held at once; status PENDING',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: CreateWithdrawalBody,
        response: { 201: CreateWithdrawalResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await requestWithdrawal(app.ctx, request.player, { amount: request.body.amount, idempotencyKey: request.headers['idempotency-key'] });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: app.requirePlayer,
      schema: {
        tags: ['withdrawals'],
        summary: "Cancel the caller's own PENDING withdrawal: its points come back; 409 once an operator decided it",
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        params: CancelWithdrawalParams,
        response: { 200: CancelWithdrawalResponse, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await cancelWithdrawal(app.ctx, request.player, { id: request.params.id, idempotencyKey: request.headers['idempotency-key'], ip: request.ip });
      return sendAnswer(reply, answer);
    },
  );
};

export default withdrawalRoutes;
