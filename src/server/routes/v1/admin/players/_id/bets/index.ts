import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPlayerBetsExportQuery, AdminPlayerBetsQuery, AdminPlayerBetsResponse } from '../../../../../../../shared/api/admin-players.js';
import { ErrorBody, IdParams } from '../../../../../../../shared/api/common.js';
import { sendCsv } from '../../../../../../lib/csv.js';
import { betsExport } from '../../../../../../modules/player-admin/player-exports.service.js';
import { adminPlayerBets } from '../../../../../../modules/player-admin/player-history.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/players/{id}/bets (ADMIN, by the admin folder's hook): a player's bets with their rounds and outcomes. */
const adminPlayerBetsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        ...common,
        summary: "A player's bets, newest first: round, zone, gate, amount, outcome, payout",
        params: IdParams,
        querystring: AdminPlayerBetsQuery,
        response: { 200: AdminPlayerBetsResponse, ...errors },
      },
    },
    async (request) => adminPlayerBets(app.ctx, request.params.id, request.query),
  );

  app.get(
    '/export.csv',
    { schema: { ...common, summary: "A player's bets as CSV (streamed), newest first", params: IdParams, querystring: AdminPlayerBetsExportQuery, response: errors } },
    async (request, reply) => {
      const file = await betsExport(app.ctx, request.params.id, request.query.zone);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );
};

export default adminPlayerBetsRoutes;
