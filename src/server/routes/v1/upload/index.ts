import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../../shared/api/common.js';
import { UploadResponse } from '../../../../shared/api/uploads.js';
import { FileTooLargeError, NoFileError } from '../../../modules/uploads/uploads.errors.js';
import { storeImage } from '../../../modules/uploads/uploads.service.js';

/** The one file of a multipart request, as bytes; multipart's own errors become the app's messages. */
async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  const tooLarge = request.server.multipartErrors.RequestFileTooLargeError;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new NoFileError();
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof tooLarge) throw new FileTooLargeError();
    if (error instanceof NoFileError) throw error;
    // Not multipart, extra fields or files, a broken body: nothing usable was sent.
    throw new NoFileError();
  }
}

/** POST /v1/upload: one JPEG, PNG or WebP (by its bytes) of at most 5 MB; answers a signed `fileUrl`. */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart field `file`); the file is private to its owner and operators',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: UploadResponse, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const bytes = await fileBytes(request);
      const name = await storeImage(app.db, app.files.dir, request.player.id, bytes);
      request.log.info({ playerId: request.player.id, size: bytes.length }, 'file uploaded');
      return { fileUrl: app.files.urlFor(name, request.player.id) };
    },
  );
};

export default uploadRoutes;
