import { type RawBuilder, sql } from 'kysely';
import type { Gate } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { lockedForUpdate } from '../../db/dialect.js';
import type { RoundRow } from './rounds.table.js';

// Queries of settlement only: the rules live in settlement.ts.

/** One player's part in a settled round (units). */
export interface PlayerStake {
  readonly playerId: number;
  readonly bets: number;
  readonly staked: number;
  readonly won: number;
}

type Settled = Pick<RoundRow, 'id' | 'highLowWinner' | 'oddEvenWinner'>;

/** What a player's stakes in the round pay, in SQL: what their bets on each of its two winning gates pay (`round_stakes`). */
function wonOf(round: Settled): RawBuilder<number> {
  const wonIf = (gate: Gate | null) => sql.ref(`won_if_${gate!.toLowerCase()}`);
  return sql<number>`${wonIf(round.highLowWinner)} + ${wonIf(round.oddEvenWinner)}`;
}

/** OPEN -> SETTLED with its seed, result and winning gates, only if still open: a round settles once. */
export function claimRound(
  db: Db,
  roundId: number,
  outcome: { seed: string; result: string; highLowWinner: Gate; oddEvenWinner: Gate; settledAt: number },
): Promise<RoundRow | undefined> {
  return db.updateTable('rounds').set({ status: 'SETTLED', ...outcome }).where('id', '=', roundId).where('status', '=', 'OPEN').returningAll().executeTakeFirst();
}

/** How many bets the round holds (from its players' stakes), stored on the round: it sizes the chunks of its credits. */
export async function recordBetCount(db: Db, roundId: number): Promise<RoundRow> {
  const { bets } = await db.selectFrom('roundStakes').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bets'), eb.val(0)).as('bets')).where('roundId', '=', roundId).executeTakeFirstOrThrow();
  return db.updateTable('rounds').set({ betCount: Number(bets) }).where('id', '=', roundId).returningAll().executeTakeFirstOrThrow();
}

/** Where the round's credits stand, its row locked until the transaction ends (one credit pass at a time). */
export function lockedCredits(db: Db, roundId: number): Promise<Pick<RoundRow, 'creditedThrough' | 'creditedChunks' | 'creditedAt'>> {
  return lockedForUpdate(db, db.selectFrom('rounds').select(['creditedThrough', 'creditedChunks', 'creditedAt']).where('id', '=', roundId)).executeTakeFirstOrThrow();
}

/** The next `limit` players of the round after player `after`, in id order, with their stakes and winnings: a range of `round_stakes`. */
export async function stakesAfter(db: Db, round: Settled, after: number, limit: number): Promise<PlayerStake[]> {
  const rows = await db
    .selectFrom('roundStakes')
    .select(['playerId', 'bets', 'staked', wonOf(round).as('won')])
    .where('roundId', '=', round.id)
    .where('playerId', '>', after)
    .orderBy('playerId')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ playerId: r.playerId, bets: Number(r.bets), staked: Number(r.staked), won: Number(r.won) }));
}

/** Every player's stakes and winnings in the round, as a relation (player_id, bets, staked, won) for set-based SQL. */
export function allStakes(round: Settled): RawBuilder<unknown> {
  return sql`(select player_id, bets, staked, ${wonOf(round)} as won from round_stakes where round_id = ${round.id})`;
}

/** A chunk of credits is done: the players through `through`, whose stakes and winnings (units) add to the round's totals. */
export async function advanceCredits(db: Db, roundId: number, through: number, chunk: { players: number; staked: number; won: number }): Promise<void> {
  await db
    .updateTable('rounds')
    .set((eb) => ({
      creditedThrough: through,
      creditedChunks: eb('creditedChunks', '+', 1),
      playerCount: eb('playerCount', '+', chunk.players),
      totalBet: eb('totalBet', '+', chunk.staked),
      totalPayout: eb('totalPayout', '+', chunk.won),
    }))
    .where('id', '=', roundId)
    .execute();
}

/** Every credit and effect of the round is done. */
export async function finishCredits(db: Db, roundId: number, now: number): Promise<void> {
  await db.updateTable('rounds').set({ creditedAt: now }).where('id', '=', roundId).execute();
}

/** Settled rounds whose credits are not finished, settled at or before `settledBefore`, oldest first. */
export function uncreditedRounds(db: Db, settledBefore: number): Promise<RoundRow[]> {
  return db.selectFrom('rounds').selectAll().where('creditedAt', 'is', null).where('status', '=', 'SETTLED').where('settledAt', '<=', settledBefore).orderBy('settledAt').execute();
}
