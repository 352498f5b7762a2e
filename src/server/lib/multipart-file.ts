import type { FastifyRequest } from 'fastify';
import { texts } from '../../shared/texts.js';
import { AppError, BadRequestError } from './errors.js';

const t = texts.accountArea.upload;

/** A multipart request without its `file` part. */
export class NoFileError extends BadRequestError {
  constructor() {
    super(t.missing, 'NO_FILE');
  }
}

/** A second file (or any other part) beside the one file an upload carries. */
export class OneFileOnlyError extends BadRequestError {
  constructor() {
    super(t.oneFileOnly, 'ONE_FILE_ONLY');
  }
}

/** A file over the upload limit (UPLOAD_MAX_BYTES). */
export class FileTooLargeError extends AppError {
  constructor() {
    super(413, t.tooLarge, 'FILE_TOO_LARGE');
  }
}

/**
 * The one file of a multipart request (field `file`), as bytes, read to the end of the request: a
 * second part is refused, never silently dropped, and a file over the limit (plugins/app/uploads.ts)
 * is refused, never stored cut short.
 */
export async function oneFileBytes(request: FastifyRequest): Promise<Buffer> {
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
