import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewResponse } from '../../../../shared/api/content.js';
import { newestWins } from '../../../modules/content/wins.service.js';

/** GET /v1/new (public): the latest wins of settled rounds, newest first, masked. */
const newRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['content'], summary: 'The latest wins, newest first, at most 20', response: { 200: NewResponse } } }, async () => newestWins(app.ctx));
};

export default newRoutes;
