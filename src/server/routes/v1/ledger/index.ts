import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { LedgerQuery, LedgerResponse } from '../../../../shared/api/ledger.js';
import { playerStatement } from '../../../modules/bets/statement.service.js';

/** /v1/ledger: the caller's own ledger rows (decisions section 2, beyond the spec). */
const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['ledger'],
        summary: "The caller's balance changes, newest first, each with the round it came from: a page by number, or from a cursor",
        security: [{ bearer: [] }],
        querystring: LedgerQuery,
        response: { 200: LedgerResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => playerStatement(app.ctx, request.player.id, request.query),
  );
};

export default ledgerRoutes;
