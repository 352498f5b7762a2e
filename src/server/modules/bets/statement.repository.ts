import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';

// Queries only: what the player's statement (GET /v1/ledger) names beside each row, its round.

/** A round as a ledger row names it: which round, of which zone, its number. */
export interface RoundRef {
  readonly id: number;
  readonly zone: Zone;
  readonly incId: number;
}

/** The round of each of these bets of the player's, by bet id (bets of others are left out). */
export async function roundsOfBets(db: Db, playerId: number, betIds: readonly number[]): Promise<Map<number, RoundRef>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bets')
    .innerJoin('rounds', 'rounds.id', 'bets.roundId')
    .select(['bets.id as betId', 'rounds.id', 'rounds.zone', 'rounds.incId'])
    .where('bets.id', 'in', betIds)
    .where('bets.playerId', '=', playerId)
    .execute();
  return new Map(rows.map((r) => [r.betId, { id: r.id, zone: r.zone, incId: r.incId }]));
}

/** These rounds' zone and number, by id. */
export async function roundRefs(db: Db, roundIds: readonly number[]): Promise<Map<number, RoundRef>> {
  if (roundIds.length === 0) return new Map();
  const rows = await db.selectFrom('rounds').select(['id', 'zone', 'incId']).where('id', 'in', roundIds).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
