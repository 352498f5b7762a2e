import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { DepositsResponse } from '../../../../shared/api/deposits.js';
import { playerDeposits } from '../../../modules/deposits/deposits.service.js';

/** /v1/deposits: the caller's deposits (made by operators; top-up goes through the hotline). */
const depositRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['deposits'], summary: "The caller's deposits, newest first, with totals", security: [{ bearer: [] }], response: { 200: DepositsResponse, 401: ErrorBody } },
    },
    async (request) => playerDeposits(app.ctx, request.player),
  );
};

export default depositRoutes;
