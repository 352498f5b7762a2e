/**
 * A fresh Idempotency-Key for one money call (decisions section 2): 128 random bits in hex.
 * getRandomValues, unlike randomUUID, also works outside secure contexts (the app on plain HTTP).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
