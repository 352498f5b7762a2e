import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../../shared/api/common.js';
import { readPublicImage } from '../../../../modules/content/images.service.js';

/**
 * GET /v1/files/public/{name}: a public image (banner, partner logo, popup). Its name is random and
 * its content never changes, so anyone may keep it for a year.
 */
const publicFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'A public image, cacheable forever',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await readPublicImage(app.ctx.db, app.files.store, request.params.name);
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
};

export default publicFileRoutes;
