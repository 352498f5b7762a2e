import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { RewardType } from '../../../shared/growth.js';
import type { Db } from '../../db/database.js';
import { lockedForUpdate } from '../../db/dialect.js';
import type { BoxRow, RewardRecordsTable } from './gifts.table.js';

// Queries only.

export function insertBox(db: Db, values: { playerId: number; price: number; createdAt: number }): Promise<BoxRow> {
  return db.insertInto('boxes').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The player's oldest unopened box, locked on PostgreSQL until the transaction ends. */
export function oldestUnopenedBox(db: Db, playerId: number): Promise<BoxRow | undefined> {
  return lockedForUpdate(db, db.selectFrom('boxes').selectAll().where('playerId', '=', playerId).where('status', '=', 'UNOPENED').orderBy('id').limit(1)).executeTakeFirst();
}

/** UNOPENED -> OPENED with its prize, only if still unopened: a box is opened once. */
export async function markOpened(db: Db, id: number, prize: { name: string; points: number; at: number }): Promise<boolean> {
  const result = await db
    .updateTable('boxes')
    .set({ status: 'OPENED', prizeName: prize.name, prizePoints: prize.points, openedAt: prize.at })
    .where('id', '=', id)
    .where('status', '=', 'UNOPENED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function unopenedBoxes(db: Db, playerId: number): Promise<number> {
  const row = await db.selectFrom('boxes').select((eb) => eb.fn.countAll<number>().as('n')).where('playerId', '=', playerId).where('status', '=', 'UNOPENED').executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertRewardRecord(db: Db, values: Insertable<RewardRecordsTable>) {
  return db.insertInto('rewardRecords').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function rewardRecordsPage(db: Db, playerId: number, type: RewardType, limit: number, offset: number) {
  const base = db.selectFrom('rewardRecords').where('playerId', '=', playerId).where('type', '=', type);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The player's records of one type with an id below `before`, newest first, along (player_id, type, id). */
export function rewardRecordsBefore(db: Db, playerId: number, type: RewardType, before: number, limit: number) {
  return db.selectFrom('rewardRecords').selectAll().where('playerId', '=', playerId).where('type', '=', type).where('id', '<', before).orderBy('id', 'desc').limit(limit).execute();
}

/** Sum of a player's records of one type (units): all of them, and those since `since`. */
export async function rewardTotals(db: Db, playerId: number, type: RewardType, since: number): Promise<{ all: number; since: number }> {
  const row = await db
    .selectFrom('rewardRecords')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('price'), eb.val(0)).as('all'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('createdAt', '>=', since).then(eb.ref('price')).else(0).end()), eb.val(0)).as('since'),
    ])
    .where('playerId', '=', playerId)
    .where('type', '=', type)
    .where('isActive', '=', 1)
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), since: Number(row.since) };
}

/** The records of one type written under one reference (a round's commissions, a stake's day), along (ref_type, ref_id). */
export function rewardsOf(db: Db, type: RewardType, ref: { readonly type: string; readonly id: string }) {
  return db
    .selectFrom('rewardRecords')
    .select(['playerId', 'price', 'note', 'rewardName'])
    .where('refType', '=', ref.type)
    .where('refId', '=', ref.id)
    .where('type', '=', type)
    .where('isActive', '=', 1)
    .orderBy('playerId')
    .execute();
}

/** Reward records of one type and reference for many players at once: `records` is a relation (player_id, price, note). */
export async function insertRewardRecordsFrom(
  db: Db,
  records: RawBuilder<unknown>,
  values: { type: RewardType; rewardName: string; refType: string; refId: string; createdAt: number },
): Promise<void> {
  await sql`insert into reward_records (player_id, type, price, is_active, note, reward_name, ref_type, ref_id, created_at)
    select r.player_id, ${values.type}, r.price, 1, r.note, ${values.rewardName}, ${values.refType}, ${values.refId}, ${values.createdAt} from ${records} as r`.execute(db);
}
