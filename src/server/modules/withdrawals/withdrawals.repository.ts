import type { Insertable } from 'kysely';
import type { WithdrawalStatus } from '../../../shared/api/withdrawals.js';
import type { Db } from '../../db/database.js';
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
  decision: { status: Exclude<WithdrawalStatus, 'PENDING'>; note: string | null; operatorId: number; decidedAt: number },
): Promise<WithdrawalRow | undefined> {
  return db
    .updateTable('withdrawals')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

/** A player's withdrawals created in [from, to] (epoch ms, inclusive), newest first. */
export function listPlayerWithdrawals(db: Db, playerId: number, range: { from?: number; to?: number }): Promise<WithdrawalRow[]> {
  let query = db.selectFrom('withdrawals').selectAll().where('playerId', '=', playerId);
  if (range.from !== undefined) query = query.where('createdAt', '>=', range.from);
  if (range.to !== undefined) query = query.where('createdAt', '<=', range.to);
  return query.orderBy('id', 'desc').execute();
}

export async function listWithdrawals(
  db: Db,
  filter: { status?: WithdrawalStatus | undefined; limit: number; offset: number },
): Promise<{ rows: Array<WithdrawalRow & { username: string }>; total: number }> {
  let base = db.selectFrom('withdrawals');
  if (filter.status) base = base.where('withdrawals.status', '=', filter.status);
  const rows = await base
    .innerJoin('players', 'players.id', 'withdrawals.playerId')
    .selectAll('withdrawals')
    .select('players.username')
    .orderBy('withdrawals.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}
