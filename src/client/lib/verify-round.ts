import { bytesToHex, digitsFromHmac, hexToBytes, roundMessage, SEED_PATTERN } from '../../shared/fairness';

/** What the browser recomputed for a settled round. */
export interface RoundCheck {
  /** The HMAC message `${salt}:${zone}:${incId}`. */
  readonly message: string;
  /** The digits recomputed from the seed. */
  readonly digits: string;
  /** SHA-256(seed) equals the commitment published while the round was open. */
  readonly seedMatches: boolean;
  /** The recomputed digits equal the published result. */
  readonly resultMatches: boolean;
}

export interface SettledRound {
  readonly zone: string;
  readonly incId: number;
  readonly seed: string | null;
  readonly seedHash: string;
  readonly result: string | null;
}

/** WebCrypto exists only in secure contexts (HTTPS or localhost); on plain HTTP there is nothing to check with. */
export class VerificationUnavailable extends Error {}

/**
 * Recomputes a settled round's result in the browser (decisions section 3): SHA-256 of the seed
 * against its commitment, and HMAC-SHA256(key = seed bytes, message = UTF-8 of salt:zone:incId)
 * turned into digits exactly as the server does (src/shared/fairness.ts).
 */
export async function verifyRound(round: SettledRound, salt: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<RoundCheck> {
  if (!subtle) throw new VerificationUnavailable();
  const message = roundMessage(salt, round.zone, round.incId);
  const result = round.result ?? '';
  if (!round.seed || !SEED_PATTERN.test(round.seed)) return { message, digits: '', seedMatches: false, resultMatches: false };
  // A copy on a plain ArrayBuffer, the kind WebCrypto's typings accept.
  const seed = new Uint8Array(hexToBytes(round.seed));
  const hash = bytesToHex(new Uint8Array(await subtle.digest('SHA-256', seed)));
  const key = await subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await subtle.sign('HMAC', key, new TextEncoder().encode(message)));
  const digits = digitsFromHmac(mac, result.length || undefined);
  return { message, digits, seedMatches: hash === round.seedHash, resultMatches: result.length > 0 && digits === result };
}
