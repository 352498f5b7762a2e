import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams } from '../../../../shared/api/common.js';
import { Player, PlayerUpdateBody } from '../../../../shared/api/players.js';
import { updateProfile } from '../../../modules/players/players.service.js';
import { toPlayer } from '../../../modules/players/players.mapper.js';

/** /v1/players/{id}: a player acts on their own record only. */
const playerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['players'],
        summary: "Update the caller's profile fields",
        security: [{ bearer: [] }],
        params: IdParams,
        body: PlayerUpdateBody,
        response: { 200: Player, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => toPlayer(await updateProfile(app.db, request.player, request.params.id, request.body)),
  );
};

export default playerRoutes;
