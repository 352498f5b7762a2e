import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from './fairness.js';

/**
 * The walk that links a revealed seed to its published chain (decisions section 3; issue 30): the
 * seed of a chain's k-th round is h[k], and hashing it k times must give h[0], the terminating hash
 * published before the chain's first round opened. Synchronous SHA-256 (@noble/hashes), so that the
 * same code runs in a Web Worker, in slices on the page, and in the server's tests against the
 * server's own chains (src/server/modules/rounds).
 */

/** A hash known to be h[index] of a chain: its terminating hash (index 0), or a link an earlier walk reached it from. */
export interface ChainLink {
  readonly hash: string;
  readonly index: number;
}

export interface WalkInput {
  /** Where the walk starts: 64 lowercase hex characters. */
  readonly seed: string;
  /**
   * The seed's index k in its chain, when known (a round: incId - firstIncId + 1). Each link is then
   * checked only at its own step (k - index), and a mismatch there ends the walk: the seed is not on it.
   * Unknown (a pasted seed): every step is compared with every link.
   */
  readonly index?: number;
  /** Hashes that end the walk when met. */
  readonly links: readonly ChainLink[];
  /** The most hashes to compute: k for a round, the longest chain's length for a pasted seed. */
  readonly maxSteps: number;
}

export interface WalkResult {
  /** The link met, or null when the walk ended without one (off the chain, or past maxSteps). */
  readonly reached: ChainLink | null;
  /** Hashes computed. */
  readonly steps: number;
  /** The seed's index in the chain: steps + reached.index (null when nothing was reached). */
  readonly seedIndex: number | null;
  /** The first hashes of the walk (SHA-256 of the seed first), to show. */
  readonly head: readonly string[];
  /** The last hash computed. */
  readonly last: string;
  /** With a known index: h[i] for each i (a multiple of MARK_EVERY) passed, for later walks to stop at. */
  readonly marks: readonly ChainLink[];
}

/** Links kept from a walk: one every this many, so a later walk down the same chain is at most this long. */
export const MARK_EVERY = 1024;
const HEAD_LENGTH = 3;

/** A walk that can be run in slices (`advance`), so that a long one never holds the page for long. */
export class ChainWalk {
  private hash: Uint8Array;
  private steps = 0;
  private reached: ChainLink | null = null;
  private ended = false;
  private readonly head: string[] = [];
  private readonly marks: ChainLink[] = [];
  /** Known index: the link expected at each step. Unknown: links by their first four bytes. */
  private readonly atStep = new Map<number, ChainLink>();
  private readonly byPrefix = new Map<number, ChainLink[]>();

  constructor(private readonly input: WalkInput) {
    this.hash = hexToBytes(input.seed);
    const k = input.index;
    for (const link of input.links) {
      if (k !== undefined) {
        if (link.index < k && link.index >= 0) this.atStep.set(k - link.index, link);
      } else {
        const key = prefix(hexToBytes(link.hash));
        this.byPrefix.set(key, [...(this.byPrefix.get(key) ?? []), link]);
      }
    }
  }

  get done(): boolean {
    return this.ended;
  }

  /** Computes at most `budget` more hashes; true once the walk has ended. */
  advance(budget: number): boolean {
    const k = this.input.index;
    for (let n = 0; n < budget && !this.ended; n++) {
      if (this.steps >= this.input.maxSteps) {
        this.ended = true;
        break;
      }
      this.hash = sha256(this.hash);
      this.steps++;
      const step = this.steps;
      if (step <= HEAD_LENGTH) this.head.push(bytesToHex(this.hash));
      if (k !== undefined) {
        if ((k - step) % MARK_EVERY === 0) this.marks.push({ hash: bytesToHex(this.hash), index: k - step });
        const expected = this.atStep.get(step);
        if (expected) {
          this.ended = true;
          if (bytesToHex(this.hash) === expected.hash) this.reached = expected;
        }
      } else {
        const candidates = this.byPrefix.get(prefix(this.hash));
        const hex = candidates && bytesToHex(this.hash);
        const match = candidates?.find((link) => link.hash === hex);
        if (match) {
          this.reached = match;
          this.ended = true;
        }
      }
    }
    return this.ended;
  }

  get result(): WalkResult {
    return {
      reached: this.reached,
      steps: this.steps,
      seedIndex: this.reached ? this.steps + this.reached.index : null,
      head: [...this.head],
      last: this.steps === 0 ? this.input.seed : bytesToHex(this.hash),
      marks: [...this.marks],
    };
  }
}

function prefix(bytes: Uint8Array): number {
  return ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
}

/** Runs a whole walk at once (in a Web Worker, a test, a bench). */
export function walkChain(input: WalkInput): WalkResult {
  const walk = new ChainWalk(input);
  walk.advance(Infinity);
  return walk.result;
}

/** What a published chain says (GET /v1/fairness). */
export interface ChainSpan {
  readonly zone: string;
  readonly chainNo: number;
  readonly firstIncId: number;
  readonly length: number;
  readonly terminatingHash: string;
}

/**
 * The chain a round's seed comes from, as the server picks it (modules/rounds/chains.ts): of the
 * zone's chains starting at or before the round, the newest, if the round is within its length.
 */
export function chainOfRound<C extends ChainSpan>(chains: readonly C[], zone: string, incId: number): C | undefined {
  const newest = chains.filter((c) => c.zone === zone && c.firstIncId <= incId).sort((a, b) => b.chainNo - a.chainNo)[0];
  return newest && incId < newest.firstIncId + newest.length ? newest : undefined;
}

/** A round's index k in its chain: it uses seed h[k]. */
export function seedIndexOf(chain: ChainSpan, incId: number): number {
  return incId - chain.firstIncId + 1;
}
