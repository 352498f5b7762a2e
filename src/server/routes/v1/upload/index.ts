import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../../shared/api/common.js';
import { UploadResponse } from '../../../../shared/api/uploads.js';
import { oneFileBytes } from '../../../lib/multipart-file.js';
import { storeImage } from '../../../modules/uploads/uploads.service.js';

/**
 * POST /v1/upload: one JPEG, PNG or WebP (by its bytes, and decoded whole) of at most 5 MB, stored
 * encoded anew without metadata; answers a signed `fileUrl`.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field `file`); the file is private to its owner and operators',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: UploadResponse, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const bytes = await oneFileBytes(request);
      const name = await storeImage(app.ctx.db, app.files, request.player.id, bytes, app.ctx.clock.now());
      request.log.info({ playerId: request.player.id, size: bytes.length }, 'file uploaded');
      return { fileUrl: app.files.urlFor(name, request.player.id) };
    },
  );
};

export default uploadRoutes;
