import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders } from '../../../../shared/api/common.js';
import {
  CreateWithdrawalBody,
  CreateWithdrawalResponse,
  WithdrawalRules,
  WithdrawalsQuery,
  WithdrawalsResponse,
} from '../../../../shared/api/withdrawals.js';
import { VND_PER_POINT, WITHDRAWAL_MIN_POINTS } from '../../../../shared/withdrawals.js';
import type { Config } from '../../../config.js';
import { playerWithdrawals, requestWithdrawal } from '../../../modules/withdrawals/withdrawals.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody };

/** /v1/withdrawals: the caller converts points to VND through an operator (decisions section 4). */
const withdrawalRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/rules',
    {
      onRequest: app.authenticate,
      schema: { tags: ['withdrawals'], summary: 'Minimum, fee tiers and VND rate', security: [{ bearer: [] }], response: { 200: WithdrawalRules, 401: ErrorBody } },
    },
    async () => ({ minAmount: WITHDRAWAL_MIN_POINTS, vndPerPoint: VND_PER_POINT, feeTiers: [...config.withdrawalFeeTiers] }),
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
    async (request) => playerWithdrawals(app.db, request.player, request.query),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
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
      const answer = await requestWithdrawal(app.db, app.realtime, request.player, {
        amount: request.body.amount,
        idempotencyKey: request.headers['idempotency-key'],
        feeTiers: config.withdrawalFeeTiers,
      });
      return reply.status(answer.statusCode as 201).send(answer.body);
    },
  );
};

export default withdrawalRoutes;
