import { CompiledQuery, PostgresAdapter, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { winPayoutSql } from '../bets/bets.outcome.js';
import { numbered } from '../ledger/ledger.sql.js';
import { ADD_STAKES, ADD_WINNINGS, SAFETY_ROW, type SafetyRowSql, TALLY_SUMS, type TallySumsSql } from './safety.sql.js';
import type { PlayerSafetyRow, PlayerSafetyTable } from './safety.table.js';

// Queries only.

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

async function run<R>(db: Db, text: string, params: unknown[]): Promise<R[]> {
  return (await db.executeQuery<R>(CompiledQuery.raw(isPostgres(db) ? numbered(text) : text, params))).rows;
}

/** Locks the player's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockPlayer(db: Db, playerId: number): Promise<void> {
  if (isPostgres(db)) await db.selectFrom('players').select('id').where('id', '=', playerId).forUpdate().execute();
}

/** SAFETY_ROW's row; Kysely camel-cases what it reads, so it comes back to the statement's own names. */
export async function safetyRowForPlay(db: Db, playerId: number): Promise<SafetyRowSql | undefined> {
  const row = (await run<Record<string, unknown>>(db, SAFETY_ROW, [playerId]))[0];
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value])) as unknown as SafetyRowSql;
}

export async function tallySums(db: Db, playerId: number, starts: { DAY: number; WEEK: number; MONTH: number }): Promise<TallySumsSql> {
  return (await run<TallySumsSql>(db, TALLY_SUMS, [starts.DAY, starts.WEEK, starts.MONTH, playerId, Math.min(starts.WEEK, starts.MONTH)]))[0]!;
}

export async function addStakes(db: Db, playerId: number, dayStart: number, units: number): Promise<void> {
  await run(db, ADD_STAKES, [playerId, dayStart, units]);
}

export async function addWinnings(db: Db, playerId: number, dayStart: number, units: number): Promise<void> {
  await run(db, ADD_WINNINGS, [playerId, dayStart, units]);
}

export function findSafety(db: Db, playerId: number): Promise<PlayerSafetyRow | undefined> {
  return db.selectFrom('playerSafety').selectAll().where('playerId', '=', playerId).executeTakeFirst();
}

/** The player's row, created empty when absent, and locked until the transaction ends on PostgreSQL. */
export async function lockedSafety(db: Db, playerId: number, now: number): Promise<PlayerSafetyRow> {
  await db.insertInto('playerSafety').values({ playerId, updatedAt: now }).onConflict((oc) => oc.column('playerId').doNothing()).execute();
  let query = db.selectFrom('playerSafety').selectAll().where('playerId', '=', playerId);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function updateSafety(db: Db, playerId: number, values: Updateable<PlayerSafetyTable>): Promise<void> {
  await db.updateTable('playerSafety').set(values).where('playerId', '=', playerId).execute();
}

/** Stakes and winnings (units) of the player's bets in rounds that ended and settled since `since`. */
export async function settledSince(db: Db, playerId: number, since: number): Promise<{ stakes: number; winnings: number; bets: number }> {
  // From the recent rounds (index on status, end_time) to their bets (covering index on round_id, player_id).
  const payout = sql<number>`case when bets.gate in (rounds.high_low_winner, rounds.odd_even_winner)
    then ${winPayoutSql(sql.ref('bets.amount'), sql.ref('rounds.payout_bps'))} else 0 end`;
  const row = await db
    .selectFrom('rounds')
    .innerJoin('bets', (join) => join.onRef('bets.roundId', '=', 'rounds.id').on('bets.playerId', '=', playerId))
    .where('rounds.status', '=', 'SETTLED')
    .where('rounds.endTime', '>=', since)
    .select((eb) => [
      eb.fn.countAll<number>().as('bets'),
      eb.fn.coalesce(eb.fn.sum<number>('bets.amount'), eb.val(0)).as('stakes'),
      eb.fn.coalesce(eb.fn.sum<number>(payout), eb.val(0)).as('winnings'),
    ])
    .executeTakeFirstOrThrow();
  return { stakes: Number(row.stakes), winnings: Number(row.winnings), bets: Number(row.bets) };
}
