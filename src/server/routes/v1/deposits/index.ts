import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { DepositsQuery, DepositsResponse } from '../../../../shared/api/deposits.js';
import { playerDeposits } from '../../../modules/deposits/index.js';

/** /v1/deposits: the caller's deposits (made by operators; top-up goes through the hotline). */
const depositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['deposits'],
        summary: "The caller's deposits, newest first, with totals: all of them, or a page from a cursor",
        security: [{ bearer: [] }],
        querystring: DepositsQuery,
        response: { 200: DepositsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => playerDeposits(app.ctx, request.player, request.query),
  );
};

export default depositRoutes;
