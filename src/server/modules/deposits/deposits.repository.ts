import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DepositRow, DepositsTable } from './deposits.table.js';

// Queries only.

export function insertDeposit(db: Db, values: Insertable<DepositsTable>): Promise<DepositRow> {
  return db.insertInto('deposits').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A player's deposits, newest first: all of them, or `limit` with an id below `before` (when given), along (player_id, id). */
export function listPlayerDeposits(db: Db, playerId: number, page: { before?: number | undefined; limit?: number } = {}): Promise<DepositRow[]> {
  let query = db.selectFrom('deposits').selectAll().where('playerId', '=', playerId);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return query.orderBy('id', 'desc').execute();
}

/** How many of a player's deposits were credited (SUCCESS), and their units. */
export async function playerDepositTotals(db: Db, playerId: number): Promise<{ count: number; units: number }> {
  const row = await db
    .selectFrom('deposits')
    .where('playerId', '=', playerId)
    .where('status', '=', 'SUCCESS')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('units')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), units: Number(row.units) };
}
