import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody, ErrorBody, IdempotencyHeaders, IdParams } from '../../../../../../shared/api/common.js';
import { UpgradeResponse } from '../../../../../../shared/api/growth.js';
import { emptyBodyAsObject, sendAnswer } from '../../../../../lib/route-helpers.js';
import { upgrade } from '../../../../../modules/tiers/tiers.service.js';

/** POST /v1/players/{id}/unlock: Unlock VIP (referral levels F2-F7) at its price; once. */
const unlockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePlayer,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['referrals'],
        summary: 'Unlock VIP (referral levels F2-F7) at its price; a second call charges nothing (409)',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        params: IdParams,
        body: EmptyBody,
        response: { 200: UpgradeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await upgrade(app.ctx, request.player, request.params.id, 'VIP', request.headers['idempotency-key'], app.files.urlFor)),
  );
};

export default unlockRoutes;
