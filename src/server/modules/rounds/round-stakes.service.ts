import { type Gate, winningGates, type Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { Read, Write } from '../../db/dialect.js';
import { heldGatesRead, playedRoundRows, playedRoundsQuery, roundStakesWrite, type StakeOfBet } from './round-stakes.repository.js';

// Each player's stakes in each round (round_stakes), as the bets' batches add to them and read them:
// a read and a write to send with the batch's others, in its transaction.

export type { StakeOfBet };

/** The gates each player already holds in each round, by `${roundId}:${playerId}`. */
export function heldGates(db: Db, pairs: ReadonlyArray<{ roundId: number; playerId: number }>): Read<Map<string, Set<Gate>>> {
  return heldGatesRead(db, pairs);
}

/** Adds accepted bets to their players' stakes in their rounds (what settlement credits from). */
export function addRoundStakes(db: Db, bets: readonly StakeOfBet[]): Write<void> {
  return roundStakesWrite(db, bets);
}

/** A settled round a player played: its result, and their bets in it, what they staked and won (units). */
export interface PlayedRound {
  readonly roundId: number;
  readonly zone: Zone;
  readonly incId: number;
  readonly result: string;
  /** The round's end, epoch ms. */
  readonly endsAt: number;
  readonly bets: number;
  readonly staked: number;
  readonly won: number;
}

/**
 * The rounds a player played that ended in (after, through] and have credited them, as a relation
 * (`round_id`, `ends_at`) for the caller to order, merge or count in its own query (the inbox).
 */
export function playedRounds(db: Db, playerId: number, range: { readonly after: number; readonly through: number }) {
  return playedRoundsQuery(db, playerId, range.after, range.through);
}

/** Of `roundIds`, the rounds the player played that have credited them, with their result and what the player staked and won. */
export async function playedRoundResults(db: Db, playerId: number, roundIds: readonly number[]): Promise<PlayedRound[]> {
  if (!roundIds.length) return [];
  const rows = await playedRoundRows(db, playerId, roundIds);
  const wonIf: Record<Gate, (row: (typeof rows)[number]) => number> = { CAO: (r) => r.wonIfCao, THAP: (r) => r.wonIfThap, TRAI: (r) => r.wonIfTrai, PHAI: (r) => r.wonIfPhai };
  return rows.map((r) => ({
    roundId: Number(r.roundId),
    zone: r.zone,
    incId: Number(r.incId),
    result: r.result ?? '',
    endsAt: Number(r.endsAt),
    bets: Number(r.bets),
    staked: Number(r.staked),
    // What the round's winning gates pay the player, as settlement credited it.
    won: winningGates(r.result ?? '').reduce((sum, gate) => sum + Number(wonIf[gate](r)), 0),
  }));
}
