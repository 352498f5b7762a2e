import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdempotencyHeaders } from '../../../../../shared/api/common.js';
import { AdminDepositBody, AdminDepositResponse, AdminDepositsExportQuery, AdminDepositsQuery, AdminDepositsResponse } from '../../../../../shared/api/deposits.js';
import { sendCsv } from '../../../../lib/csv.js';
import { sendAnswer } from '../../../../lib/route-helpers.js';
import { adminDeposits, createDeposit, depositsExport } from '../../../../modules/deposits/index.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/**
 * /v1/admin/deposits (ADMIN, by the folder's hook): credit (SUCCESS) or record (FAILED) a player's
 * top-up; the history of every deposit across players, filtered, and as CSV.
 */
const adminDepositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: "Every deposit across players, newest first, by player, operator, status, date range and amount: whose, who recorded it, the player's ledger row",
        security: [{ bearer: [] }],
        querystring: AdminDepositsQuery,
        response: { 200: AdminDepositsResponse, ...errors },
      },
    },
    async (request) => adminDeposits(app.ctx.db, request.query),
  );

  app.get(
    '/export.csv',
    {
      schema: { tags: ['admin'], summary: 'The deposits the filters keep as CSV (streamed), newest first', security: [{ bearer: [] }], querystring: AdminDepositsExportQuery, response: errors },
    },
    async (request, reply) => {
      const file = await depositsExport(app.ctx.db, request.query);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a deposit: SUCCESS credits the player through the ledger, FAILED only records it',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        body: AdminDepositBody,
        response: { 201: AdminDepositResponse, ...errors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await createDeposit(app.ctx, { operator: request.player, ip: request.ip }, { ...request.body, idempotencyKey: request.headers['idempotency-key'] });
      return sendAnswer(reply, answer);
    },
  );
};

export default adminDepositRoutes;
