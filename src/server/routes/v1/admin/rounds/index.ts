import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminRoundsExportQuery, AdminRoundsQuery, AdminRoundsResponse } from '../../../../../shared/api/admin-rounds.js';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { sendCsv } from '../../../../lib/csv.js';
import { adminRounds, roundsExport } from '../../../../modules/rounds/rounds-audit.service.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** /v1/admin/rounds (ADMIN, by the folder's hook): the rounds audit. Read only: no route edits a round. */
const adminRoundRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      prefixTrailingSlash: 'no-slash',
      schema: {
        ...common,
        summary: "Rounds of a zone (or every zone), newest first: result, seed once settled, commitment, totals, the house's result",
        querystring: AdminRoundsQuery,
        response: { 200: AdminRoundsResponse, ...errors },
      },
    },
    async (request) => adminRounds(app.ctx, request.query),
  );

  app.get(
    '/export.csv',
    { schema: { ...common, summary: 'The rounds of a zone (or every zone) as CSV (streamed), newest first', querystring: AdminRoundsExportQuery, response: errors } },
    async (request, reply) => {
      const file = roundsExport(app.ctx, request.query);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );
};

export default adminRoundRoutes;
