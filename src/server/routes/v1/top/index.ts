import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TopResponse } from '../../../../shared/api/content.js';
import { todaysTop } from '../../../modules/content/wins.service.js';

/** GET /v1/top (public): today's biggest winners (Vietnam time), one row per player, masked. */
const topRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['content'],
        summary: "Today's (UTC+7) biggest winners: each player's biggest win of a settled round, biggest first, at most 10",
        response: { 200: TopResponse },
      },
    },
    async () => todaysTop(app.ctx),
  );
};

export default topRoutes;
