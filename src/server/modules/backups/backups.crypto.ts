import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import { createReadStream, createWriteStream, openSync, readSync, closeSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';

/**
 * A snapshot's files encrypted with BACKUP_KEY (docs/decisions/backups.md): AES-256-GCM from
 * node:crypto, one random salt and IV per file, the key derived from BACKUP_KEY with scrypt over
 * that salt. A file is MAGIC, salt (16), IV (12), the ciphertext, then GCM's tag (16): a wrong key
 * or a changed byte fails the tag, and nothing decrypted is used before the tag is checked.
 */
export const MAGIC = Buffer.from('PRBACKUP1\n');
const SALT = 16;
const IV = 12;
const TAG = 16;
/** scrypt's cost: about 60 ms a file here, enough against guessing a short key, cheap per snapshot. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export class BackupKeyError extends Error {}

function keyFor(secret: string, salt: Buffer): Buffer {
  return scryptSync(secret, salt, 32, SCRYPT);
}

/** Whether a file starts with the encrypted files' mark. */
export function isEncrypted(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(MAGIC);
  } finally {
    closeSync(fd);
  }
}

/** Encrypts `from` into `to` (streamed: a database of gigabytes never sits in memory). */
export async function encryptFile(from: string, to: string, secret: string): Promise<void> {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, salt), iv);
  const out = createWriteStream(to, { mode: 0o600 });
  out.write(Buffer.concat([MAGIC, salt, iv]));
  await pipeline(createReadStream(from), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * Decrypts `from` into `to`; throws BackupKeyError when the key is not the one it was written with
 * or a byte changed (`to` then holds bytes that must not be used: the caller deletes it).
 */
export async function decryptFile(from: string, to: string, secret: string): Promise<void> {
  const fd = openSync(from, 'r');
  const head = Buffer.alloc(MAGIC.length + SALT + IV);
  readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupKeyError('not an encrypted snapshot file');
  const salt = head.subarray(MAGIC.length, MAGIC.length + SALT);
  const iv = head.subarray(MAGIC.length + SALT);
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, salt), iv);
  // The tag is the file's last 16 bytes: hold them back from the decipher.
  let tail = Buffer.alloc(0);
  const holdTag = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const all = Buffer.concat([tail, chunk]);
      tail = all.subarray(Math.max(0, all.length - TAG));
      done(null, all.subarray(0, Math.max(0, all.length - TAG)));
    },
    flush(done) {
      if (tail.length !== TAG) return done(new BackupKeyError('truncated encrypted file'));
      decipher.setAuthTag(tail);
      done();
    },
  });
  try {
    await pipeline(createReadStream(from, { start: head.length }), holdTag, decipher, createWriteStream(to, { mode: 0o600 }));
  } catch (error) {
    if (error instanceof BackupKeyError) throw error;
    throw new BackupKeyError('the file does not decrypt with this BACKUP_KEY (a wrong key, or a changed byte)');
  }
}

/** SHA-256 of a file, hex. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Small payloads (the manifest) in the same format, in memory. */
export function encryptBytes(plain: Buffer, secret: string): Buffer {
  const salt = randomBytes(SALT);
  const iv = randomBytes(IV);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, salt), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, salt, iv, body, cipher.getAuthTag()]);
}

export function decryptBytes(data: Buffer, secret: string): Buffer {
  if (!data.subarray(0, MAGIC.length).equals(MAGIC) || data.length < MAGIC.length + SALT + IV + TAG) throw new BackupKeyError('not an encrypted snapshot file');
  const salt = data.subarray(MAGIC.length, MAGIC.length + SALT);
  const iv = data.subarray(MAGIC.length + SALT, MAGIC.length + SALT + IV);
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, salt), iv);
  decipher.setAuthTag(data.subarray(data.length - TAG));
  try {
    return Buffer.concat([decipher.update(data.subarray(MAGIC.length + SALT + IV, data.length - TAG)), decipher.final()]);
  } catch {
    throw new BackupKeyError('the manifest does not decrypt with this BACKUP_KEY (a wrong key, or a changed byte)');
  }
}
