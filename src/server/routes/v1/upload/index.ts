import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody } from '../../../../shared/api/common.js';
import { UploadResponse } from '../../../../shared/api/uploads.js';
import { AppError } from '../../../lib/errors.js';
import { FileTooLargeError, NoFileError, OneFileOnlyError } from '../../../modules/uploads/uploads.errors.js';
import { storeImage } from '../../../modules/uploads/uploads.service.js';

/**
 * The one file of a multipart request, as bytes, read to the end of the request: a second part is
 * refused, never silently dropped, and a file over the limit is refused, never stored cut short.
 */
async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  const { RequestFileTooLargeError, FilesLimitError, PartsLimitError } = request.server.multipartErrors;
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (bytes !== undefined) throw new OneFileOnlyError();
      if (part.type !== 'file' || part.fieldname !== 'file') throw new NoFileError();
      bytes = await part.toBuffer();
      // busboy can mark the stream truncated only after handing over its last chunk, which
      // toBuffer() has then already accepted: the flag is the one reliable signal.
      if (part.file.truncated) throw new FileTooLargeError();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof RequestFileTooLargeError) throw new FileTooLargeError();
    if (error instanceof FilesLimitError || error instanceof PartsLimitError) throw new OneFileOnlyError();
    // Not multipart, a field instead of a file, a broken body: nothing usable was sent.
    throw new NoFileError();
  }
  if (bytes === undefined) throw new NoFileError();
  return bytes;
}

/** POST /v1/upload: one JPEG, PNG or WebP (by its bytes) of at most 5 MB; answers a signed `fileUrl`. */
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
        response: { 200: UploadResponse, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const bytes = await fileBytes(request);
      const name = await storeImage(app.ctx.db, app.files.dir, request.player.id, bytes, app.ctx.clock.now());
      request.log.info({ playerId: request.player.id, size: bytes.length }, 'file uploaded');
      return { fileUrl: app.files.urlFor(name, request.player.id) };
    },
  );
};

export default uploadRoutes;
