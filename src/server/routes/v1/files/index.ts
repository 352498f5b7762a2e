import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { FileQuery } from '../../../../shared/api/uploads.js';
import { readSignedFile } from '../../../modules/uploads/uploads.service.js';

/**
 * GET /v1/files/{name}?o&e&s: a private file, only with a genuine unexpired signature (what
 * `fileUrl`s carry). No bearer header is needed, so an <img> can show it.
 */
const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A private file through its signed URL',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        querystring: FileQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { o, e, s } = request.query;
      const file = await readSignedFile(app.ctx.db, app.files.store, app.files.signer, { name: request.params.name, ownerId: o, expires: e, signature: s });
      const maxAge = Math.max(0, Math.floor((file.expiresAt - app.ctx.clock.now()) / 1000));
      return reply
        .header('content-type', file.mimeType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
};

export default fileRoutes;
