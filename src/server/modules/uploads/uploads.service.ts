import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../lib/errors.js';
import type { FileStore } from './file-store.js';
import { STORED_NAME_PATTERN, type FileUrlSigner } from './file-urls.js';
import { reencodeImage } from './reencode.js';
import { BadFileLinkError } from './uploads.errors.js';
import { findUploadByName, insertUpload } from './uploads.repository.js';
import type { UploadRow } from './uploads.table.js';

/**
 * Stores an image sent by `playerId` under a random name and returns its stored name. The type is
 * read from the bytes; the client's file name and declared type are ignored. What is stored is the
 * image decoded and encoded anew, without its metadata (an ID photo's EXIF may hold where it was taken).
 */
export async function storeImage(db: Db, store: FileStore, playerId: number, sent: Buffer, now: number): Promise<string> {
  const image = await reencodeImage(sent);
  const fileName = `${randomBytes(16).toString('hex')}.${image.extension}`;
  await store.put('private', fileName, image.bytes, now);
  try {
    await insertUpload(db, { playerId, fileName, mimeType: image.mimeType, size: image.bytes.length, createdAt: now });
  } catch (error) {
    await store.remove('private', fileName).catch(() => {});
    throw error;
  }
  return fileName;
}

/** A stored file for a signed request: its bytes and type, or a refusal (403 bad link, 404 unknown). */
export async function readSignedFile(
  db: Db,
  store: FileStore,
  signer: FileUrlSigner,
  request: { name: string; ownerId: string | undefined; expires: string | undefined; signature: string | undefined },
): Promise<{ bytes: Buffer; mimeType: string; expiresAt: number }> {
  if (!STORED_NAME_PATTERN.test(request.name)) throw new NotFoundError();
  if (!signer.verify(request)) throw new BadFileLinkError();
  const upload = await findUploadByName(db, request.name);
  // A genuine signature naming someone else as the owner cannot exist, but check the record anyway.
  if (!upload || String(upload.playerId) !== request.ownerId) throw new BadFileLinkError();
  const bytes = await store.get('private', upload.fileName);
  if (!bytes) throw new NotFoundError();
  return { bytes, mimeType: upload.mimeType, expiresAt: Number(request.expires) * 1000 };
}

/** The upload stored under this name (a verification's photos name theirs). */
export function uploadNamed(db: Db, fileName: string): Promise<UploadRow | undefined> {
  return findUploadByName(db, fileName);
}
