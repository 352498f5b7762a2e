import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../../../shared/api/common.js';
import { ReferralSummary } from '../../../../../../shared/api/growth.js';
import { referralSummary } from '../../../../../modules/referrals/referrals.service.js';

/** GET /v1/players/{id}/referrals: the caller's code, commissions and downline per level. */
const referralRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['referrals'],
        summary: "The caller's referral code, commissions (today, all time) and downline per level",
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: ReferralSummary, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => referralSummary(app.ctx, request.player, request.params.id),
  );
};

export default referralRoutes;
