import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders, IdParams } from '../../../../../shared/api/common.js';
import {
  AdminWithdrawalsExportQuery,
  AdminWithdrawalsQuery,
  AdminWithdrawalsResponse,
  ApproveBody,
  BulkApproveBody,
  BulkApproveHeaders,
  BulkApproveResponse,
  DecisionResponse,
  RejectBody,
} from '../../../../../shared/api/withdrawals.js';
import { approveWithdrawals } from '../../../../modules/withdrawals/withdrawals.bulk.js';
import { withdrawalsExport } from '../../../../modules/withdrawals/withdrawals.export.js';
import { sendCsv } from '../../../../lib/csv.js';
import { adminWithdrawals, decideOnWithdrawal } from '../../../../modules/withdrawals/withdrawals.service.js';
import { emptyBodyAsObject, sendAnswer } from '../../../../lib/route-helpers.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** /v1/admin/withdrawals (ADMIN, by the folder's hook): the queue, and one final decision per withdrawal. */
const adminWithdrawalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: { tags: ['admin'], summary: 'Withdrawals, optionally by status: pending ones oldest first (the longest wait on top), decided ones newest first', security: [{ bearer: [] }], querystring: AdminWithdrawalsQuery, response: { 200: AdminWithdrawalsResponse, ...errors } },
    },
    async (request) => adminWithdrawals(app.ctx, request.query),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The queue as CSV (streamed), optionally by status: pending oldest first, then decided ones newest first',
        security: [{ bearer: [] }],
        querystring: AdminWithdrawalsExportQuery,
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = withdrawalsExport(app.ctx, request.query);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );

  app.post(
    '/bulk-approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve several pending withdrawals: each decided on its own (own audit row); the answer says per id which were approved and which were decided elsewhere meanwhile',
        security: [{ bearer: [] }],
        headers: BulkApproveHeaders,
        body: BulkApproveBody,
        response: { 200: BulkApproveResponse, ...errors },
      },
    },
    async (request) =>
      approveWithdrawals(app.ctx, { operator: request.player, ip: request.ip }, { ids: request.body.ids, note: request.body.note, idempotencyKey: request.headers['idempotency-key'] }),
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
      const answer = await decideOnWithdrawal(app.ctx, { operator: request.player, ip: request.ip }, {
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
      const answer = await decideOnWithdrawal(app.ctx, { operator: request.player, ip: request.ip }, {
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
