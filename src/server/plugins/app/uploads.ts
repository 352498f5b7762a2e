import { createHmac } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/uploads.js';
import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { DatabaseFileStore, DiskFileStore, type FileStore } from '../../modules/uploads/file-store.js';
import { type FileUrlSigner, fileUrlSigner } from '../../modules/uploads/file-urls.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Private uploaded files: where they are stored and how their URLs are signed. */
    files: { readonly store: FileStore; readonly signer: FileUrlSigner; readonly urlFor: (name: string, ownerId: number) => string };
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
    app.decorate('files', { store, signer, urlFor: (name: string, ownerId: number) => signer.sign(name, ownerId) });
  },
  { name: 'uploads' },
);
