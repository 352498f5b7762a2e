import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BannersResponse } from '../../../../shared/api/content.js';
import { activeBanners } from '../../../modules/content/banners.service.js';

/** GET /v1/banner (public): Home's carousel, the active banners in the operator's order. */
const bannerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['content'], summary: 'Active banners, in order', response: { 200: BannersResponse } } }, async () => activeBanners(app.ctx));
};

export default bannerRoutes;
