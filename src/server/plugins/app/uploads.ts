import { createHmac } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/uploads.js';
import { type Config, IMAGE_CONCURRENCY } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { DatabaseFileStore, DiskFileStore, type FileStore } from '../../modules/uploads/file-store.js';
import { type FileUrlSigner, fileUrlSigner } from '../../modules/uploads/file-urls.js';
import { imageReencoder, type ReencodeImage } from '../../modules/uploads/reencode.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Private uploaded files: where they are stored, how their URLs are signed, and how an upload is re-encoded (IMAGE_CONCURRENCY at a time). */
    files: { readonly store: FileStore; readonly signer: FileUrlSigner; readonly urlFor: (name: string, ownerId: number) => string; readonly reencode: ReencodeImage };
  }
}

/**
 * Multipart parsing (one file of at most 5 MB, no other fields), where files are kept (FILE_STORE:
 * the database by default on PostgreSQL, so that every instance serves every file; folders under
 * DATA_DIR on SQLite), and the signer of file URLs. Its key is derived from the JWT secret, so that
 * it needs no setting of its own and is the same on every instance.
 */
export default fp(
  async function uploads(app: FastifyInstance, opts: { config: Config; clock: Clock }) {
    await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    const store = opts.config.fileStore === 'database' ? new DatabaseFileStore(app.db) : new DiskFileStore(opts.config.dataDir);
    const key = createHmac('sha256', opts.config.jwtSecret).update('file-urls').digest();
    const signer = fileUrlSigner(key, opts.config.fileUrlTtl, opts.clock);
    app.decorate('files', { store, signer, urlFor: (name: string, ownerId: number) => signer.sign(name, ownerId), reencode: imageReencoder(IMAGE_CONCURRENCY) });
  },
  { name: 'uploads' },
);
