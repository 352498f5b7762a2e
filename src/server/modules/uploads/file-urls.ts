import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

/** Stored names: 32 random hex characters and the type's extension. Anything else is never a file of ours. */
export const STORED_NAME_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;
/** Where stored files are served; signed URLs point here. */
export const FILES_PATH = '/v1/files';

export interface FileUrlSigner {
  /** A URL of `name` (owned by `ownerId`) that works until about `ttlSeconds` from now. */
  sign(name: string, ownerId: number, nowMs?: number): string;
  /** Whether a signature is genuine and unexpired for this file and owner. */
  verify(params: { name: string; ownerId: string | undefined; expires: string | undefined; signature: string | undefined }, nowMs?: number): boolean;
}

/**
 * Short-lived HMAC-signed URLs for private files (decisions section 9). An <img> cannot send a
 * bearer header, so the URL itself is the permission: the signature covers the file name, its
 * owner's id and the expiry, and the server hands such URLs only to the owner and to operators.
 * Expiries are rounded up to `bucketSeconds`, so that the URL stays the same for a while and a
 * profile refreshed every 10 s does not make the browser download the photo again each time.
 */
export function fileUrlSigner(key: Buffer, ttlSeconds: number, clock: Clock, bucketSeconds = 300): FileUrlSigner {
  const mac = (name: string, ownerId: string, expires: string) =>
    createHmac('sha256', key).update(`${name}\n${ownerId}\n${expires}`).digest('base64url');
  return {
    sign(name, ownerId, nowMs = clock.now()) {
      const expires = Math.ceil((nowMs / 1000 + ttlSeconds) / bucketSeconds) * bucketSeconds;
      const query = new URLSearchParams({ o: String(ownerId), e: String(expires), s: mac(name, String(ownerId), String(expires)) });
      return `${FILES_PATH}/${name}?${query.toString()}`;
    },
    verify({ name, ownerId, expires, signature }, nowMs = clock.now()) {
      if (!ownerId || !expires || !signature || !/^\d{1,15}$/.test(ownerId) || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= nowMs) return false;
      const expected = Buffer.from(mac(name, ownerId, expires));
      const actual = Buffer.from(signature);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/**
 * The stored name a client refers to: a `fileUrl` we issued (signed or not, relative or absolute)
 * or a bare name; undefined when it cannot be one of ours.
 */
export function storedNameOf(reference: string): string | undefined {
  const path = reference.trim().split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  return STORED_NAME_PATTERN.test(name) ? name : undefined;
}
