import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import { audit, type OperatorCall } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { type FileStore, type ReencodeImage, STORED_NAME_PATTERN, storedNameOf } from '../uploads/index.js';
import { UnknownImageError } from './content.errors.js';
import { findContentImage, insertContentImage } from './content.repository.js';

/**
 * Public images (banners, partner logos, the popup) live apart from players' private files: their
 * own folder and table, served to anyone at a URL that never changes content (a new image gets a
 * new random name), so browsers and proxies may keep them for a year.
 */
export const PUBLIC_FILES_PATH = '/v1/files/public';

export function publicImageUrl(fileName: string): string {
  return `${PUBLIC_FILES_PATH}/${fileName}`;
}

/**
 * Stores an operator's image under a random name and returns its public URL. The type is read from
 * the bytes (JPEG, PNG, WebP) and the image is stored decoded and encoded anew, without metadata;
 * the upload is audit-logged with the file.
 */
export async function storePublicImage(ctx: AppContext, files: { store: FileStore; reencode: ReencodeImage }, call: OperatorCall, sent: Buffer): Promise<string> {
  const { store } = files;
  const { bytes, mimeType, extension } = await files.reencode(sent);
  const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
  const now = ctx.clock.now();
  await store.put('public', fileName, bytes, now);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertContentImage(trx, { fileName, mimeType, size: bytes.length, uploadedBy: call.operator.id, createdAt: now });
      await audit(trx, { actorId: call.operator.id, action: 'CONTENT_IMAGE_UPLOAD', targetType: 'content_image', targetId: fileName, details: { size: bytes.length, mimeType }, ip: call.ip, now });
    });
  } catch (error) {
    await store.remove('public', fileName).catch(() => {});
    throw error;
  }
  return publicImageUrl(fileName);
}

/** A public image's bytes and type; 404 for anything that is not one. */
export async function readPublicImage(db: Db, store: FileStore, name: string): Promise<{ bytes: Buffer; mimeType: string }> {
  if (!STORED_NAME_PATTERN.test(name)) throw new NotFoundError();
  const image = await findContentImage(db, name);
  if (!image) throw new NotFoundError();
  const bytes = await store.get('public', image.fileName);
  if (!bytes) throw new NotFoundError();
  return { bytes, mimeType: image.mimeType };
}

/** The stored name of a public image an operator refers to (its URL or its name), or a refusal. */
export async function publicImageName(db: Db, reference: string): Promise<string> {
  const name = storedNameOf(reference);
  if (!name || !(await findContentImage(db, name))) throw new UnknownImageError();
  return name;
}
