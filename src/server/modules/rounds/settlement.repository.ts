import { type RawBuilder, sql } from 'kysely';
import type { Gate } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import { lockedForUpdate } from '../../db/dialect.js';
import { winPayoutSql } from './rounds.outcome.js';
import type { RoundRow } from './rounds.table.js';

// Queries of settlement only: the rules live in settlement.ts.

/** One player's part in a settled round (units). */
export interface PlayerStake {
  readonly playerId: number;
  readonly bets: number;
  readonly staked: number;
  readonly won: number;
}

type Settled = Pick<RoundRow, 'id' | 'payoutBps' | 'highLowWinner' | 'oddEvenWinner'>;

/** What a bet of the round pays, in SQL: its payout at the round's rate on a winning gate, else 0. */
function payoutOf(round: Settled): RawBuilder<number> {
  return sql<number>`case when gate in (${round.highLowWinner}, ${round.oddEvenWinner}) then ${winPayoutSql(sql.ref('amount'), round.payoutBps)} else 0 end`;
}

/** OPEN -> SETTLED with its seed, result and winning gates, only if still open: a round settles once. */
export function claimRound(
  db: Db,
  roundId: number,
  outcome: { seed: string; result: string; highLowWinner: Gate; oddEvenWinner: Gate; settledAt: number },
): Promise<RoundRow | undefined> {
  return db.updateTable('rounds').set({ status: 'SETTLED', ...outcome }).where('id', '=', roundId).where('status', '=', 'OPEN').returningAll().executeTakeFirst();
}

/** How many bets the round holds (counted on the covering index), stored on the round: it sizes the chunks of its credits. */
export async function recordBetCount(db: Db, roundId: number): Promise<RoundRow> {
  const { bets } = await db.selectFrom('bets').select((eb) => eb.fn.countAll<number>().as('bets')).where('roundId', '=', roundId).executeTakeFirstOrThrow();
  return db.updateTable('rounds').set({ betCount: Number(bets) }).where('id', '=', roundId).returningAll().executeTakeFirstOrThrow();
}

/** Where the round's credits stand, its row locked until the transaction ends (one credit pass at a time). */
export function lockedCredits(db: Db, roundId: number): Promise<Pick<RoundRow, 'creditedThrough' | 'creditedChunks' | 'creditedAt'>> {
  return lockedForUpdate(db, db.selectFrom('rounds').select(['creditedThrough', 'creditedChunks', 'creditedAt']).where('id', '=', roundId)).executeTakeFirstOrThrow();
}

/** The next `limit` players of the round after player `after`, in id order, with their stakes and winnings. */
export async function stakesAfter(db: Db, round: Settled, after: number, limit: number): Promise<PlayerStake[]> {
  const rows = await db
    .selectFrom('bets')
    .select((eb) => ['playerId', eb.fn.countAll<number>().as('bets'), eb.fn.sum<number>('amount').as('staked'), eb.fn.sum<number>(payoutOf(round)).as('won')])
    .where('roundId', '=', round.id)
    .where('playerId', '>', after)
    .groupBy('playerId')
    .orderBy('playerId')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ playerId: r.playerId, bets: Number(r.bets), staked: Number(r.staked), won: Number(r.won) }));
}

/** Every player's stakes and winnings in the round, as a relation (player_id, bets, staked, won) for set-based SQL. */
export function allStakes(round: Settled): RawBuilder<unknown> {
  return sql`(select player_id, count(*) as bets, sum(amount) as staked, sum(${payoutOf(round)}) as won from bets where round_id = ${round.id} group by player_id)`;
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
