import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FairnessResponse } from '../../../../shared/api/rounds.js';
import { publicFairness } from '../../../modules/rounds/rounds.service.js';

/** GET /v1/fairness (public): the salt and every chain's terminating hash, to verify any result. */
const fairnessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['rounds'], summary: 'Salt and terminating hashes of the result chains', response: { 200: FairnessResponse } } }, async () =>
    publicFairness(app.ctx, app.game.chains),
  );
};

export default fairnessRoutes;
