import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders, IdParams } from '../../../../../shared/api/common.js';
import { AdminWithdrawalsQuery, AdminWithdrawalsResponse, ApproveBody, DecisionResponse, RejectBody } from '../../../../../shared/api/withdrawals.js';
import { adminWithdrawals, decideOnWithdrawal } from '../../../../modules/withdrawals/withdrawals.service.js';
import { emptyBodyAsObject, sendAnswer } from '../../../../lib/route-helpers.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** /v1/admin/withdrawals (ADMIN, by the folder's hook): the queue, and one final decision per withdrawal. */
const adminWithdrawalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: { tags: ['admin'], summary: 'Withdrawals, newest first, optionally by status', security: [{ bearer: [] }], querystring: AdminWithdrawalsQuery, response: { 200: AdminWithdrawalsResponse, ...errors } },
    },
    async (request) => adminWithdrawals(app.ctx, request.query),
  );

  app.post(
    '/:id/approve',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending withdrawal (money is paid outside the system); a decision is final',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        params: IdParams,
        body: ApproveBody,
        response: { 200: DecisionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await decideOnWithdrawal(app.ctx, request.player, {
        id: request.params.id,
        approve: true,
        note: request.body.note,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending withdrawal with a note; the amount is refunded; a decision is final',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        params: IdParams,
        body: RejectBody,
        response: { 200: DecisionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await decideOnWithdrawal(app.ctx, request.player, {
        id: request.params.id,
        approve: false,
        note: request.body.note,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return sendAnswer(reply, answer);
    },
  );
};

export default adminWithdrawalRoutes;
