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
  payoutBps: number;
  betCount: Generated<number>;
  totalBet: Generated<number>;
  totalPayout: Generated<number>;
  settledAt: number | null;
  /** When NEW_SESSION and NEW_BALANCE went out for it; null while settled but not yet announced. */
  announcedAt: number | null;
  /** Players who bet in it, added up as its chunks are credited. */
  playerCount: Generated<number>;
  /** How many of its chunks of credits are done (`round_credits`). */
  creditedChunks: Generated<number>;
  /** When every credit and effect of its settlement was done; null while settled and still crediting. */
  creditedAt: number | null;
}

export type RoundRow = Selectable<RoundsTable>;

/**
 * Row of `round_credits`: one chunk of a settled round's credits, planned once: the players after
 * `afterPlayer` through `throughPlayer` (ids), credited in one transaction that stamps `creditedAt`.
 */
export interface RoundCreditsTable {
  roundId: number;
  chunk: number;
  afterPlayer: number;
  throughPlayer: number;
  creditedAt: number | null;
}
/** A round as the engine hands it out, open for bets. */
export type OpenRound = RoundRow;
export type FairnessChainRow = Selectable<FairnessChainsTable>;

/**
 * Row of `round_stakes`: one player's stakes in one round, added to as their bets are written (so
 * settlement reads a row per player, not every bet). Units. `gates` has bit i set for each gate
 * GATES[i] bet on; `wonIf<Gate>` is what the bets on that gate pay if it wins (each bet's payout
 * floored on its own, as `winPayout`).
 */
export interface RoundStakesTable {
  roundId: number;
  playerId: number;
  bets: number;
  staked: number;
  gates: number;
  wonIfCao: number;
  wonIfThap: number;
  wonIfTrai: number;
  wonIfPhai: number;
  /** The round's end (epoch ms), written with the player's first bet in it: their rounds by end, as the inbox lists their results. */
  endsAt: number;
}
