import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../shared/api/common.js';
import { Player, PlayerUpdateBody, VerificationBody } from '../../../../shared/api/players.js';
import { toPlayer } from '../../../modules/players/players.mapper.js';
import { updateProfile } from '../../../modules/players/players.service.js';
import { submitVerification } from '../../../modules/verifications/verifications.service.js';

/** /v1/players/{id}: a player acts on their own record only. */
const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['players'],
        summary: "Update the caller's profile fields or bank account (nothing else is writable)",
        security: [{ bearer: [] }],
        params: IdParams,
        body: PlayerUpdateBody,
        response: { 200: Player, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => toPlayer(await updateProfile(app.ctx, request.player, request.params.id, request.body), app.files.urlFor),
  );

  app.patch(
    '/:id/upload',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['players'],
        summary: 'Ask for identity verification with two uploaded photos (fileUrls); pending until reviewed',
        security: [{ bearer: [] }],
        params: IdParams,
        body: VerificationBody,
        response: { 200: Player, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => toPlayer(await submitVerification(app.ctx, request.player, request.params.id, request.body), app.files.urlFor),
  );
};

export default playerRoutes;
