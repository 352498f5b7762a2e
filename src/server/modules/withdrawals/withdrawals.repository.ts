import { type Insertable, type SelectQueryBuilder, sql } from 'kysely';
import type { WithdrawalStatus } from '../../../shared/api/withdrawals.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { WithdrawalRow, WithdrawalsTable } from './withdrawals.table.js';

// Queries only.

export function insertWithdrawal(db: Db, values: Insertable<WithdrawalsTable>): Promise<WithdrawalRow> {
  return db.insertInto('withdrawals').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** PENDING -> `status`, only if still PENDING: of two concurrent decisions, exactly one wins. */
export function decideWithdrawal(
  db: Db,
  id: number,
  decision: { status: 'APPROVED' | 'REJECTED'; note: string | null; operatorId: number; decidedAt: number },
): Promise<WithdrawalRow | undefined> {
  return db
    .updateTable('withdrawals')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/**
 * PENDING -> CANCELLED by its own player, only if still PENDING: the same conditional update as a
 * decision, so of a cancel and an approval (or a second cancel) exactly one changes the row.
 */
export function cancelPendingWithdrawal(db: Db, id: number, playerId: number, now: number): Promise<WithdrawalRow | undefined> {
  return db
    .updateTable('withdrawals')
    .set({ status: 'CANCELLED', decidedAt: now })
    .where('id', '=', id)
    .where('playerId', '=', playerId)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/** A player's withdrawals created in [from, to] (epoch ms, inclusive). */
function playerWithdrawalsIn(db: Db, playerId: number, range: { from?: number; to?: number }) {
  let query = db.selectFrom('withdrawals').where('playerId', '=', playerId);
  if (range.from !== undefined) query = query.where('createdAt', '>=', range.from);
  if (range.to !== undefined) query = query.where('createdAt', '<=', range.to);
  return query;
}

/**
 * A player's withdrawals created in [from, to] (epoch ms, inclusive), newest first: all of them, or
 * `limit` with an id below `before` (when given), along the (player_id, id) index.
 */
export function listPlayerWithdrawals(db: Db, playerId: number, range: { from?: number; to?: number }, page: { before?: number; limit?: number } = {}): Promise<WithdrawalRow[]> {
  let query = playerWithdrawalsIn(db, playerId, range).selectAll();
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query.orderBy('id', 'desc').execute();
}

/** How many of a player's withdrawals in the range count, and their units: all but REJECTED and CANCELLED ones (refunded). */
export async function playerWithdrawalTotals(db: Db, playerId: number, range: { from?: number; to?: number }): Promise<{ count: number; units: number }> {
  const row = await playerWithdrawalsIn(db, playerId, range)
    .where('status', 'not in', ['REJECTED', 'CANCELLED'])
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('units')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), units: Number(row.units) };
}

/** A withdrawal with its player's username, as the queue shows it. */
export type QueueRow = WithdrawalRow & { username: string };

/**
 * The queue's order: pending ones first, oldest first (the longest wait on top); decided ones
 * after them, newest first. With a status, a plain order by id (the (status, id) index serves it).
 */
function queueOrder<Q extends SelectQueryBuilder<Database, 'withdrawals', object>>(query: Q, status: WithdrawalStatus | undefined): Q {
  if (status) return query.orderBy('withdrawals.id', status === 'PENDING' ? 'asc' : 'desc') as Q;
  const pending = sql<number>`case when withdrawals.status = 'PENDING' then 0 else 1 end`;
  const id = sql<number>`case when withdrawals.status = 'PENDING' then withdrawals.id else -withdrawals.id end`;
  return query.orderBy(pending).orderBy(id) as Q;
}

/** A row's place in the queue's order (see queueOrder): its id with a status; else its part (0 pending, 1 decided) and id. */
export const queuePlace = (row: WithdrawalRow, status: WithdrawalStatus | undefined): number[] => (status ? [row.id] : [row.status === 'PENDING' ? 0 : 1, row.id]);

/** The rows after `place` (queuePlace) in the queue's order. */
function afterPlace<Q extends SelectQueryBuilder<Database, 'withdrawals', object>>(query: Q, status: WithdrawalStatus | undefined, place: readonly number[]): Q {
  const [first, id] = place as [number, number];
  if (status) return query.where('withdrawals.id', status === 'PENDING' ? '>' : '<', first) as Q;
  if (first === 0) return query.where((eb) => eb.or([eb.and([eb('withdrawals.status', '=', 'PENDING'), eb('withdrawals.id', '>', id)]), eb('withdrawals.status', '!=', 'PENDING')])) as Q;
  return query.where('withdrawals.status', '!=', 'PENDING').where('withdrawals.id', '<', id) as Q;
}

/** A page of the queue: from `offset`, or after `after` (a queuePlace: offset then unused); and the count. */
export async function listWithdrawals(
  db: Db,
  filter: { status?: WithdrawalStatus | undefined; limit: number; offset: number; after?: readonly number[] | undefined },
): Promise<{ rows: QueueRow[]; total: number }> {
  let base = db.selectFrom('withdrawals');
  if (filter.status) base = base.where('withdrawals.status', '=', filter.status);
  const from = filter.after ? afterPlace(base, filter.status, filter.after) : base;
  const rows = await queueOrder(from.innerJoin('players', 'players.id', 'withdrawals.playerId').selectAll('withdrawals').select('players.username'), filter.status)
    .limit(filter.limit)
    .offset(filter.after ? 0 : filter.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Withdrawals by id, with their player's username (those that exist). */
export function findQueueRows(db: Db, ids: readonly number[]): Promise<QueueRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('withdrawals').innerJoin('players', 'players.id', 'withdrawals.playerId').selectAll('withdrawals').select('players.username').where('withdrawals.id', 'in', ids).execute();
}

/** Which of these withdrawals an operator account requested (none should: operators are not players), by id. */
export async function requestedByOperators(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('withdrawals')
    .innerJoin('players', 'players.id', 'withdrawals.playerId')
    .select('withdrawals.id')
    .where('withdrawals.id', 'in', ids)
    .where('players.role', '!=', 'PLAYER')
    .orderBy('withdrawals.id')
    .execute();
  return rows.map((r) => r.id);
}

/** A row of the CSV export: the queue row and who decided it. */
export type ExportRow = QueueRow & { operatorUsername: string | null };

/**
 * One page of the export, in the queue's order, by keyset: `pending` rows after the cursor (oldest
 * first), or decided ones (of `status`, or every decided one) before it (newest first).
 */
export function queueRowsPage(db: Db, part: { pending: true } | { pending: false; status?: Exclude<WithdrawalStatus, 'PENDING'> }, cursor: number | undefined, size: number): Promise<ExportRow[]> {
  let query = db
    .selectFrom('withdrawals')
    .innerJoin('players', 'players.id', 'withdrawals.playerId')
    .leftJoin('players as operators', 'operators.id', 'withdrawals.operatorId')
    .selectAll('withdrawals')
    .select(['players.username', 'operators.username as operatorUsername']);
  if (part.pending) {
    query = query.where('withdrawals.status', '=', 'PENDING').orderBy('withdrawals.id', 'asc');
    if (cursor !== undefined) query = query.where('withdrawals.id', '>', cursor);
  } else {
    query = part.status ? query.where('withdrawals.status', '=', part.status) : query.where('withdrawals.status', '!=', 'PENDING');
    query = query.orderBy('withdrawals.id', 'desc');
    if (cursor !== undefined) query = query.where('withdrawals.id', '<', cursor);
  }
  return query.limit(size).execute();
}
