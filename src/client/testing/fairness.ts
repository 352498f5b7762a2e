import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FairnessResponse, Round } from '../../shared/api/rounds';
import { DEFAULT_PAYOUT_BPS, DEFAULT_ZONE_SECONDS, type Zone } from '../../shared/game';

/**
 * Fairness chains and rounds as the server makes them (decisions section 3), written out here with
 * node:crypto, independently of the app's code (which the tests hold to them).
 */

export const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export interface TestChain {
  readonly zone: Zone;
  readonly chainNo: number;
  readonly firstIncId: number;
  readonly length: number;
  readonly terminatingHash: string;
  /** h[k], 0 <= k <= length. */
  at(k: number): string;
  /** The seed of round `incId`: h[incId - firstIncId + 1]. */
  seedOf(incId: number): string;
}

/** A chain: h[length] random, h[i] = SHA-256(h[i+1]). */
export function aChain({ zone = 'LEVEL_3', chainNo = 1, firstIncId = 9_000_000, length = 3000 }: { zone?: Zone; chainNo?: number; firstIncId?: number; length?: number } = {}): TestChain {
  const links: string[] = new Array<string>(length + 1);
  links[length] = randomBytes(32).toString('hex');
  for (let i = length - 1; i >= 0; i--) links[i] = sha256(links[i + 1]!);
  return { zone, chainNo, firstIncId, length, terminatingHash: links[0]!, at: (k) => links[k]!, seedOf: (incId) => links[incId - firstIncId + 1]! };
}

/** The five digits of a seed: HMAC-SHA256(key = seed bytes, message = salt:zone:incId). */
export function digitsOf(seed: string, salt: string, zone: string, incId: number): string {
  const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(`${salt}:${zone}:${incId}`, 'utf8').digest();
  let digits = '';
  for (let i = 0; i < 5; i++) digits += String(Math.floor((mac[4 * i]! / 256 + mac[4 * i + 1]! / 256 ** 2 + mac[4 * i + 2]! / 256 ** 3 + mac[4 * i + 3]! / 256 ** 4) * 10));
  return digits;
}

/** A settled round whose seed is `seed` (by default its chain's), its commitment and its digits all consistent. */
export function aSettledRound(zone: Zone, incId: number, seed: string, salt: string): Round {
  const ms = DEFAULT_ZONE_SECONDS[zone] * 1000;
  return {
    id: incId,
    incId,
    zone,
    startTime: new Date(incId * ms).toISOString(),
    endTime: new Date((incId + 1) * ms).toISOString(),
    status: 'SETTLED',
    seedHash: sha256(seed),
    seed,
    result: digitsOf(seed, salt, zone, incId),
    payoutBps: DEFAULT_PAYOUT_BPS,
  };
}

/** A round forged after the fact: a new seed, its own hash as commitment, and the digits it gives. */
export function aForgedRound(zone: Zone, incId: number, salt: string): Round {
  return aSettledRound(zone, incId, randomBytes(32).toString('hex'), salt);
}

/** GET /v1/fairness listing these chains. */
export function fairnessOf(salt: string, chains: readonly TestChain[]): FairnessResponse {
  return {
    salt,
    chains: chains.map((c) => ({ zone: c.zone, chainNo: c.chainNo, firstIncId: c.firstIncId, length: c.length, terminatingHash: c.terminatingHash, createdAt: '2026-11-01T00:00:00.000Z' })),
  };
}
