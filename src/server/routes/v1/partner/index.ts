import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PartnersResponse } from '../../../../shared/api/content.js';
import { publicPartners } from '../../../modules/content/partners.service.js';

/** GET /v1/partner (public): Home's partners, in the operator's order. */
const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['content'], summary: 'Partners, in order', response: { 200: PartnersResponse } } }, async () => publicPartners(app.ctx));
};

export default partnerRoutes;
