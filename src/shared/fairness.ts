/**
 * Provably fair results (decisions section 3), the parts both sides compute the same way.
 * The hashing itself is done with node:crypto on the server and WebCrypto in the browser.
 *
 * - One SHA-256 hash chain per zone: h[N] random, h[i] = SHA256(h[i+1]); h[0] is published.
 *   The k-th round of a chain (k = incId - firstIncId + 1) uses seed h[k], so SHA256(seed of round
 *   k+1) == seed of round k, and an open round's commitment `seedHash` = SHA256(its seed).
 * - Seeds are 32 bytes written as 64 lowercase hex characters; hashes take the raw bytes.
 * - Digits: HMAC_SHA256(key = seed bytes, message = UTF-8 of `${salt}:${zone}:${incId}`);
 *   digit i = floor(f_i * 10), f_i = bytes 4i..4i+3 read as b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 */

/** The HMAC message of a round. */
export function roundMessage(salt: string, zone: string, incId: number): string {
  return `${salt}:${zone}:${incId}`;
}

/** Five digits from the 32 HMAC bytes. */
export function digitsFromHmac(mac: Uint8Array, count = 5): string {
  if (mac.length < 4 * count) throw new Error('HMAC too short');
  let digits = '';
  for (let i = 0; i < count; i++) {
    const [b0, b1, b2, b3] = [mac[4 * i]!, mac[4 * i + 1]!, mac[4 * i + 2]!, mac[4 * i + 3]!];
    const f = b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
    digits += String(Math.floor(f * 10));
  }
  return digits;
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error('not lowercase hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A seed: 64 lowercase hex characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;
