import type { Generated, Selectable } from 'kysely';
import type { Gate, Zone } from '../../../shared/game.js';

/**
 * Row of `fairness_chains`: `terminatingHash` is h[0], published. h[N] is derived from the fairness
 * secret (outside the database: FAIRNESS_SECRET) named by `keyId`, and `nonce`; chains made before
 * that kept h[N] itself in `secret` (keyId null). Never exposed.
 */
export interface FairnessChainsTable {
  id: Generated<number>;
  zone: Zone;
  chainNo: number;
  firstIncId: number;
  length: number;
  /** h[N] of a chain made before derived chains; '' for a derived one. */
  secret: string;
  keyId: string | null;
  nonce: string | null;
  terminatingHash: string;
  createdAt: number;
}

/** Row of `rounds`: OPEN until its end, then SETTLED exactly once with `seed` and `result`. */
export interface RoundsTable {
  id: Generated<number>;
  zone: Zone;
  incId: number;
  startTime: number;
  endTime: number;
  chainNo: number;
  seedHash: string;
  seed: string | null;
  result: string | null;
  status: Generated<'OPEN' | 'SETTLED'>;
  /** The winning gates (CAO/THAP and TRAI/PHAI), set at settlement. */
  highLowWinner: Gate | null;
  oddEvenWinner: Gate | null;
  /** The payout rate, fixed when the round opens: its bets settle at it whatever the setting becomes. */
  payoutBps: number | null;
  betCount: Generated<number>;
  totalBet: Generated<number>;
  totalPayout: Generated<number>;
  settledAt: number | null;
  /** When NEW_SESSION and NEW_BALANCE went out for it; null while settled but not yet announced. */
  announcedAt: number | null;
}

export type RoundRow = Selectable<RoundsTable>;
/** A round as the engine hands it out: its payout rate is always fixed (rounds of older releases got theirs at start). */
export type OpenRound = RoundRow & { readonly payoutBps: number };
export type FairnessChainRow = Selectable<FairnessChainsTable>;

