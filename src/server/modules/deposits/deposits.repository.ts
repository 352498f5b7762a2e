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

/** What the console filters deposits by; every field optional, all combined. Times epoch ms and amounts units, bounds inclusive. */
export interface DepositFilter {
  readonly playerId?: number | undefined;
  readonly operatorId?: number | undefined;
  readonly status?: DepositRow['status'] | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly minUnits?: number | undefined;
  readonly maxUnits?: number | undefined;
}

/** A deposit with whose it is and who recorded it (null: the command line, or an operator since removed). */
export type DepositView = DepositRow & { username: string; operatorUsername: string | null };

function filtered(db: Db, f: DepositFilter) {
  let query = db.selectFrom('deposits');
  if (f.playerId !== undefined) query = query.where('deposits.playerId', '=', f.playerId);
  if (f.operatorId !== undefined) query = query.where('deposits.operatorId', '=', f.operatorId);
  if (f.status !== undefined) query = query.where('deposits.status', '=', f.status);
  if (f.from !== undefined) query = query.where('deposits.createdAt', '>=', f.from);
  if (f.to !== undefined) query = query.where('deposits.createdAt', '<=', f.to);
  if (f.minUnits !== undefined) query = query.where('deposits.amount', '>=', f.minUnits);
  if (f.maxUnits !== undefined) query = query.where('deposits.amount', '<=', f.maxUnits);
  return query;
}

function withNames(db: Db, f: DepositFilter) {
  return filtered(db, f)
    .innerJoin('players', 'players.id', 'deposits.playerId')
    .leftJoin('players as operators', 'operators.id', 'deposits.operatorId')
    .selectAll('deposits')
    .select(['players.username', 'operators.username as operatorUsername']);
}

/** How many deposits the filter keeps. */
export async function countDeposits(db: Db, f: DepositFilter): Promise<number> {
  const row = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the deposits the filter keeps, newest first, by number. */
export function depositsPage(db: Db, f: DepositFilter, limit: number, offset: number): Promise<DepositView[]> {
  return withNames(db, f).orderBy('deposits.id', 'desc').limit(limit).offset(offset).execute();
}

/** The deposits the filter keeps with an id below `before` (all when undefined), newest first: a cursor's page, an export's keyset. */
export function depositsBefore(db: Db, f: DepositFilter, before: number | undefined, limit: number): Promise<DepositView[]> {
  let query = withNames(db, f);
  if (before !== undefined) query = query.where('deposits.id', '<', before);
  return query.orderBy('deposits.id', 'desc').limit(limit).execute();
}
