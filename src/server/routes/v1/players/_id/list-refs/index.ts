import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../../shared/api/common.js';
import { ListRefsQuery, ListRefsResponse } from '../../../../../../shared/api/growth.js';
import { listRefs } from '../../../../../modules/referrals/referrals.service.js';

/** GET /v1/players/{id}/list-refs: one level of the caller's downline (F2..F7 need VIP). */
const listRefsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['referrals'],
        summary: "One level (F1..F7) of the caller's downline, newest first; F2..F7 need VIP",
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: ListRefsQuery,
        response: { 200: ListRefsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listRefs(app.ctx, request.player, request.params.id, request.query),
  );
};

export default listRefsRoutes;
