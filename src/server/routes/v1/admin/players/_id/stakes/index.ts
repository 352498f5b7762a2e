import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPlayerStakesResponse } from '../../../../../../../shared/api/admin-players.js';
import { ErrorBody, IdParams } from '../../../../../../../shared/api/common.js';
import { sendCsv } from '../../../../../../lib/csv.js';
import { stakesExport } from '../../../../../../modules/player-admin/player-exports.service.js';
import { adminPlayerStakes } from '../../../../../../modules/player-admin/player-history.service.js';

/** /v1/admin/players/{id}/stakes (ADMIN, by the admin folder's hook): a player's stakes. */
const adminPlayerStakesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "A player's stakes, newest first",
        params: IdParams,
        response: { 200: AdminPlayerStakesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => adminPlayerStakes(app.ctx, request.params.id),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "A player's stakes as CSV, newest first",
        params: IdParams,
        response: { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await stakesExport(app.ctx, request.params.id);
      return sendCsv(reply, file.filename, file.columns, file.pages);
    },
  );
};

export default adminPlayerStakesRoutes;
