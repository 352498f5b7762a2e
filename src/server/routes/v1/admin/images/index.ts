import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { PublicImageResponse } from '../../../../../shared/api/content.js';
import { oneFileBytes } from '../../../../lib/multipart-file.js';
import { storePublicImage } from '../../../../modules/content/images.service.js';

/**
 * POST /v1/admin/images (ADMIN, by the folder's hook): one JPEG, PNG or WebP (by its bytes, and
 * decoded whole) of at most 5 MB, for a banner, a partner logo or the popup, stored encoded anew
 * without metadata. Public: answers its cacheable `url`.
 */
const adminImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a public image (multipart field `file`) for banners, partners or the popup',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: PublicImageResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const bytes = await oneFileBytes(request);
      const url = await storePublicImage(app.ctx, app.files, { operator: request.player, ip: request.ip }, bytes);
      return reply.code(201).send({ url });
    },
  );
};

export default adminImageRoutes;
