import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StakeRow, StakesTable } from './staking.table.js';

// Queries only.

export function insertStake(db: Db, values: Insertable<StakesTable>): Promise<StakeRow> {
  return db.insertInto('stakes').values(values).returningAll().executeTakeFirstOrThrow();
}

export function playerStakes(db: Db, playerId: number): Promise<StakeRow[]> {
  return db.selectFrom('stakes').selectAll().where('playerId', '=', playerId).orderBy('id', 'desc').execute();
}

/** Active stakes with a reward or their return due at `now`: a full day since the last one paid, or past maturity. */
export function dueStakes(db: Db, now: number, dayMs: number): Promise<StakeRow[]> {
  return db
    .selectFrom('stakes')
    .selectAll()
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`(matures_at <= ${now} or started_at + (days_paid + 1) * ${sql.lit(dayMs)} <= ${now})`)
    .orderBy('id')
    .execute();
}

/** daysPaid n-1 -> n, only if still n-1: of two schedulers paying the same day, one does. */
export async function advanceDaysPaid(db: Db, id: number, day: number): Promise<boolean> {
  const result = await db.updateTable('stakes').set({ daysPaid: day }).where('id', '=', id).where('daysPaid', '=', day - 1).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** ACTIVE -> COMPLETED once every day is paid, only if still active. */
export async function completeStake(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('stakes')
    .set({ status: 'COMPLETED', completedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb('daysPaid', '=', eb.ref('termDays')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
