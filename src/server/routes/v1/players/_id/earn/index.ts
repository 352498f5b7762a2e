import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmptyBody, ErrorBody, IdempotencyHeaders, IdParams } from '../../../../../../shared/api/common.js';
import { UpgradeResponse } from '../../../../../../shared/api/growth.js';
import { emptyBodyAsObject, sendAnswer } from '../../../../../lib/route-helpers.js';
import { upgrade } from '../../../../../modules/tiers/tiers.service.js';

/** POST /v1/players/{id}/earn: Become an agent (earns commissions) at its price; once. */
const earnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.requirePlayer,
      preValidation: emptyBodyAsObject,
      schema: {
        tags: ['referrals'],
        summary: 'Become an agent (earns commissions) at its price; a second call charges nothing (409)',
        security: [{ bearer: [] }],
        headers: IdempotencyHeaders,
        params: IdParams,
        body: EmptyBody,
        response: { 200: UpgradeResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await upgrade(app.ctx, request.player, request.params.id, 'AGENT', request.headers['idempotency-key'], app.files.urlFor)),
  );
};

export default earnRoutes;
