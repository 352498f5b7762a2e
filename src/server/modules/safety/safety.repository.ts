import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { inValues, lockedForUpdate, type Read, read, rowsTable, type Write, write, writeOne } from '../../db/dialect.js';
import { winPayoutSql } from '../rounds/index.js';
import type { PeriodNets, SafetyRules } from './safety.rules.js';
import type { PlayerSafetyRow, PlayerSafetyTable } from './safety.table.js';

// Queries only.

/** Locks the player's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockPlayer(db: Db, playerId: number): Promise<void> {
  await lockedForUpdate(db, db.selectFrom('players').select('id').where('id', '=', playerId)).execute();
}

/** The rules of play of those of `playerIds` who set any. */
export function safetyRulesRead(db: Db, playerIds: readonly number[]): Read<Map<number, SafetyRules>> {
  const query = db
    .selectFrom('playerSafety')
    .select(['playerId', 'dayLimit', 'dayPending', 'dayPendingAt', 'weekLimit', 'weekPending', 'weekPendingAt', 'monthLimit', 'monthPending', 'monthPendingAt', 'pauseKind', 'pauseUntil'])
    .where(inValues(db, 'playerId', 'bigint', playerIds));
  return read(playerIds.length ? query : undefined, (rows) => new Map(rows.map(({ playerId, ...rules }) => [playerId, rules])));
}

/** Each player's net loss since the start of each period (players without tallies: none). */
export async function periodNets(db: Db, playerIds: readonly number[], starts: { DAY: number; WEEK: number; MONTH: number }): Promise<Map<number, PeriodNets>> {
  if (!playerIds.length) return new Map();
  const since = (start: number) => sql<number>`coalesce(sum(case when day_start >= ${start} then stakes - winnings else 0 end), 0)`;
  const rows = await db
    .selectFrom('lossTallies')
    .select((eb) => ['playerId', since(starts.DAY).as('day'), since(starts.WEEK).as('week'), since(starts.MONTH).as('month'), eb.fn.countAll().as('n')])
    .where(inValues(db, 'playerId', 'bigint', playerIds))
    .where('dayStart', '>=', Math.min(starts.WEEK, starts.MONTH))
    .groupBy('playerId')
    .execute();
  return new Map(rows.map((r) => [r.playerId, { day: Number(r.day), week: Number(r.week), month: Number(r.month) }]));
}

/** Adds stakes and winnings (units) to days' tallies: one statement, one row per (player, day) given. */
export async function addToTallies(db: Db, changes: ReadonlyArray<{ playerId: number; dayStart: number; stakes: number; winnings: number }>): Promise<void> {
  await writeOne(db, talliesWrite(db, changes));
}

/** The same, as a write to send with others (`writeTogether`). */
export function talliesWrite(db: Db, changes: ReadonlyArray<{ playerId: number; dayStart: number; stakes: number; winnings: number }>): Write<void> {
  if (!changes.length) return write(undefined);
  // One row per (player, day): PostgreSQL refuses to update one row twice in one statement.
  const sums = new Map<string, { playerId: number; dayStart: number; stakes: number; winnings: number }>();
  for (const c of changes) {
    const key = `${c.playerId}:${c.dayStart}`;
    const sum = sums.get(key);
    sums.set(key, sum ? { ...sum, stakes: sum.stakes + c.stakes, winnings: sum.winnings + c.winnings } : { ...c });
  }
  const rows = [...sums.values()];
  // `where true` before `on conflict`: SQLite would otherwise read the conflict clause as a join's.
  return write(sql`insert into loss_tallies (player_id, day_start, stakes, winnings)
    select player_id, day_start, stakes, winnings from ${rowsTable(db, { player_id: 'bigint', day_start: 'bigint', stakes: 'bigint', winnings: 'bigint' }, rows.map((r) => ({ player_id: r.playerId, day_start: r.dayStart, stakes: r.stakes, winnings: r.winnings })))} as v where true
    on conflict (player_id, day_start) do update set stakes = loss_tallies.stakes + excluded.stakes, winnings = loss_tallies.winnings + excluded.winnings`);
}

export function findSafety(db: Db, playerId: number): Promise<PlayerSafetyRow | undefined> {
  return db.selectFrom('playerSafety').selectAll().where('playerId', '=', playerId).executeTakeFirst();
}

/** The player's row, created empty when absent, and locked until the transaction ends on PostgreSQL. */
export async function lockedSafety(db: Db, playerId: number, now: number): Promise<PlayerSafetyRow> {
  await db.insertInto('playerSafety').values({ playerId, updatedAt: now }).onConflict((oc) => oc.column('playerId').doNothing()).execute();
  return lockedForUpdate(db, db.selectFrom('playerSafety').selectAll().where('playerId', '=', playerId)).executeTakeFirstOrThrow();
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
