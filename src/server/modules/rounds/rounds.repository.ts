import { type Insertable, sql } from 'kysely';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';
import type { OpenRound, RoundRow, RoundsTable } from './rounds.table.js';

// Queries only: rules live in rounds.service.ts and settlement.ts.

/** Inserts the round unless it exists (unique zone + incId), then returns the stored row (whose rate is the first writer's). */
export async function insertRoundOnce(db: Db, values: Insertable<RoundsTable>): Promise<OpenRound> {
  await db.insertInto('rounds').values(values).onConflict((oc) => oc.columns(['zone', 'incId']).doNothing()).execute();
  return db.selectFrom('rounds').selectAll().where('zone', '=', values.zone).where('incId', '=', values.incId).executeTakeFirstOrThrow();
}

export function findRound(db: Db, id: number): Promise<RoundRow | undefined> {
  return db.selectFrom('rounds').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findRoundByNumber(db: Db, zone: Zone, incId: number): Promise<RoundRow | undefined> {
  return db.selectFrom('rounds').selectAll().where('zone', '=', zone).where('incId', '=', incId).executeTakeFirst();
}

export function lastSettledRound(db: Db, zone: Zone): Promise<RoundRow | undefined> {
  return db.selectFrom('rounds').selectAll().where('zone', '=', zone).where('status', '=', 'SETTLED').orderBy('incId', 'desc').limit(1).executeTakeFirst();
}

/** Open rounds whose end has passed, oldest first: what settlement (and catch-up) works through. */
export function dueRounds(db: Db, now: number): Promise<RoundRow[]> {
  return db.selectFrom('rounds').selectAll().where('status', '=', 'OPEN').where('endTime', '<=', now).orderBy('endTime').orderBy('id').execute();
}

/** Per zone, the end of the oldest round past its end and not settled (what a stuck settlement leaves). */
export function oldestUnsettledEnds(db: Db, now: number): Promise<Array<{ zone: Zone; endTime: number }>> {
  return db
    .selectFrom('rounds')
    .select(['zone', (eb) => eb.fn.min<number>('endTime').as('endTime')])
    .where('status', '=', 'OPEN')
    .where('endTime', '<=', now)
    .groupBy('zone')
    .execute();
}

/** Per zone, the first round no published chain covers (chains follow each other without gaps). */
export function chainsEnd(db: Db): Promise<Array<{ zone: Zone; end: number }>> {
  return db
    .selectFrom('fairnessChains')
    .select(['zone', (eb) => eb.fn.max<number>(sql<number>`first_inc_id + length`).as('end')])
    .groupBy('zone')
    .execute() as Promise<Array<{ zone: Zone; end: number }>>;
}

export async function settledRoundsPage(db: Db, zone: Zone | undefined, limit: number, offset: number): Promise<{ rows: RoundRow[]; total: number }> {
  let query = db.selectFrom('rounds').where('status', '=', 'SETTLED');
  if (zone) query = query.where('zone', '=', zone);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('endTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Settled rounds nobody has announced yet, settled at or before `settledBefore`, oldest first. */
export function unannouncedRounds(db: Db, settledBefore: number): Promise<RoundRow[]> {
  return db
    .selectFrom('rounds')
    .selectAll()
    .where('announcedAt', 'is', null)
    .where('status', '=', 'SETTLED')
    .where('settledAt', '<=', settledBefore)
    .orderBy('settledAt')
    .execute();
}

/** Marks rounds announced by the process that settled them. */
export async function markAnnounced(db: Db, roundIds: readonly number[], now: number): Promise<void> {
  await db.updateTable('rounds').set({ announcedAt: now }).where('id', 'in', roundIds).execute();
}

/** Marks a round announced; false when another instance (or an earlier pass) already did. */
export async function claimAnnouncement(db: Db, roundId: number, now: number): Promise<boolean> {
  const claimed = await db.updateTable('rounds').set({ announcedAt: now }).where('id', '=', roundId).where('announcedAt', 'is', null).executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Every published chain, without its secret. */
export function fairnessChainRows(db: Db) {
  return db
    .selectFrom('fairnessChains')
    .select(['zone', 'chainNo', 'firstIncId', 'length', 'terminatingHash', 'createdAt'])
    .orderBy('zone')
    .orderBy('chainNo')
    .execute();
}
