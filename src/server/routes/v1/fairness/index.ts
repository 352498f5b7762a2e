import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FairnessResponse } from '../../../../shared/api/rounds.js';

/** GET /v1/fairness (public): the salt and every chain's terminating hash, to verify any result. */
const fairnessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['rounds'], summary: 'Salt and terminating hashes of the result chains', response: { 200: FairnessResponse } } }, async () => {
    const chains = await app.db
      .selectFrom('fairnessChains')
      .select(['zone', 'chainNo', 'firstIncId', 'length', 'terminatingHash', 'createdAt'])
      .orderBy('zone')
      .orderBy('chainNo')
      .execute();
    return { salt: await app.game.chains.getSalt(), chains: chains.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() })) };
  });
};

export default fairnessRoutes;
