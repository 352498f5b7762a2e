import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { chainOfRound, type ChainLink, seedIndexOf, type WalkResult } from '../../shared/chain-walk';
import { bytesToHex, digitsFromHmac, hexToBytes, roundMessage, SEED_PATTERN } from '../../shared/fairness';
import { linksOf, rememberLinks } from './chain-links';
import type { PinnedChain, UsablePins } from './chain-pins';
import { runChainWalk, type RunWalk } from './chain-walker';

export interface SettledRound {
  readonly zone: string;
  readonly incId: number;
  readonly seed: string | null;
  readonly seedHash: string;
  readonly result: string | null;
}

/** The digits a seed gives a round, recomputed here. */
export interface ResultCheck {
  /** The HMAC message `${salt}:${zone}:${incId}`. */
  readonly message: string;
  readonly digits: string;
  /** The recomputed digits equal the published result. */
  readonly resultMatches: boolean;
}

/** Everything this device checked of a settled round (issue 30). */
export interface RoundCheck extends ResultCheck {
  /** The salt checked with: the one pinned on this device. */
  readonly salt: string;
  /** SHA-256(seed) equals the commitment shown while the round was open. */
  readonly seedMatches: boolean;
  /** SHA-256(seed) equals the previous round's seed, when this device has it; null otherwise. */
  readonly previousMatches: boolean | null;
  /** The pinned chain the round's number falls in (as the server picks it), or null: no pinned chain covers it. */
  readonly chain: PinnedChain | null;
  /** The round's index k in that chain: its seed must be h[k]. */
  readonly index: number | null;
  readonly walk: WalkResult | null;
  /** The seed leads, in exactly k hashes, to the terminating hash as this device first pinned it. */
  readonly linked: boolean;
  /** The server has since listed that chain with another hash: nothing of it is 'verified' any more. */
  readonly chainChanged: boolean;
  /** The server has since listed another salt: no round is 'verified' any more. */
  readonly saltChanged: boolean;
  /** All of the above hold. */
  readonly verified: boolean;
}

/** HMAC-SHA256(key = seed bytes, message = UTF-8 of salt:zone:incId) into digits, as the server does (src/shared/fairness.ts). */
export function recomputeResult(round: Pick<SettledRound, 'zone' | 'incId' | 'seed' | 'result'>, salt: string): ResultCheck {
  const message = roundMessage(salt, round.zone, round.incId);
  const result = round.result ?? '';
  if (!round.seed || !SEED_PATTERN.test(round.seed)) return { message, digits: '', resultMatches: false };
  const mac = hmac(sha256, hexToBytes(round.seed), new TextEncoder().encode(message));
  const digits = digitsFromHmac(mac, result.length || undefined);
  return { message, digits, resultMatches: result.length > 0 && digits === result };
}

export function sha256Hex(hex: string): string {
  return bytesToHex(sha256(hexToBytes(hex)));
}

export interface VerifyOptions {
  /** The previous round's seed, when this device has it (compared only within one chain). */
  readonly previousSeed?: string | null;
  /** Runs the walk (default: the app's Web Worker, or slices on the page). */
  readonly walk?: RunWalk;
}

/**
 * Checks a settled round against the chain pinned on this device (issue 30): its seed must hash to
 * its commitment (and to the previous round's seed when known), walk to the pinned terminating hash
 * of the chain its number falls in, in exactly as many steps as its place in that chain, and give the
 * published digits under the pinned salt. A round forged after the fact (a new seed, its hash, matching digits) passes the
 * first and the last, never the walk.
 */
export async function verifyRound(round: SettledRound, pins: UsablePins, options: VerifyOptions = {}): Promise<RoundCheck> {
  const recomputed = recomputeResult(round, pins.salt.value);
  const chain = chainOfRound(pins.chains, round.zone, round.incId) ?? null;
  const index = chain ? seedIndexOf(chain, round.incId) : null;
  const chainChanged = chain?.changedTo !== undefined;
  const saltChanged = pins.salt.changedTo !== undefined;
  const seed = round.seed;
  if (!seed || !SEED_PATTERN.test(seed)) {
    return { ...recomputed, salt: pins.salt.value, seedMatches: false, previousMatches: null, chain, index, walk: null, linked: false, chainChanged, saltChanged, verified: false };
  }
  const seedHash = sha256Hex(seed);
  const seedMatches = seedHash === round.seedHash;
  // The previous round is in the same chain only from the chain's second round on.
  const previousMatches = options.previousSeed && index !== null && index > 1 ? seedHash === options.previousSeed : null;
  let walk: WalkResult | null = null;
  if (chain && index !== null) {
    walk = await (options.walk ?? runChainWalk)({ seed, index, links: linksOf(chain), maxSteps: index });
    if (walk.seedIndex === index && !chainChanged) {
      const passed: ChainLink[] = [{ hash: seed, index }, ...walk.head.map((hash, i) => ({ hash, index: index - 1 - i })), ...walk.marks];
      rememberLinks(chain, passed);
    }
  }
  const linked = walk !== null && walk.seedIndex === index;
  const verified = linked && !chainChanged && !saltChanged && seedMatches && previousMatches !== false && recomputed.resultMatches;
  return { ...recomputed, salt: pins.salt.value, seedMatches, previousMatches, chain, index, walk, linked, chainChanged, saltChanged, verified };
}
