import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPlayerLedgerQuery, AdminPlayerLedgerResponse } from '../../../../../../../shared/api/admin-players.js';
import { ErrorBody, IdParams } from '../../../../../../../shared/api/common.js';
import { sendCsv } from '../../../../../../lib/csv.js';
import { ledgerExport } from '../../../../../../modules/player-admin/player-exports.service.js';
import { adminPlayerLedger } from '../../../../../../modules/player-admin/player-history.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/players/{id}/ledger (ADMIN, by the admin folder's hook): a player's ledger with the running balance. */
const adminPlayerLedgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: "A player's ledger, newest first; balanceAfter is the balance right after each row (the running balance)",
        params: IdParams,
        querystring: AdminPlayerLedgerQuery,
        response: { 200: AdminPlayerLedgerResponse, ...errors },
      },
    },
    async (request) => adminPlayerLedger(app.ctx, request.params.id, request.query),
  );

  app.get(
    '/export.csv',
    { schema: { ...common, summary: "A player's whole ledger as CSV (streamed), newest first", params: IdParams, response: errors } },
    async (request, reply) => {
      const file = await ledgerExport(app.ctx, request.params.id);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );
};

export default adminPlayerLedgerRoutes;
