import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

// Operators' TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from JWT_SECRET,
// so a copy of the database alone does not yield the secrets. Changing JWT_SECRET makes them
// unreadable: operators enrol again (`npm run admin -- reset-totp NAME`).

const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: 'totp-secret' | 'recovery-code'): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) keys.set(id, (key = Buffer.from(hkdfSync('sha256', secret, 'operator-second-factor', purpose, 32))));
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function seal(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, 'totp-secret'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain text, or undefined when the box is malformed or was sealed under another key. */
export function open(sealed: string, secret: string): string | undefined {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, 'totp-secret'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * A recovery code as stored: HMAC-SHA-256 under a key derived from JWT_SECRET. The codes carry 50
 * random bits, so a keyed fast hash suffices (no password hashing queue needed), and the stored
 * values are useless without the key.
 */
export function recoveryCodeHash(code: string, secret: string): string {
  return createHmac('sha256', keyFor(secret, 'recovery-code')).update(normalizeRecoveryCode(code)).digest('base64url');
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
