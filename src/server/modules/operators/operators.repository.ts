import type { Db } from '../../db/database.js';
import type { PlayerRow } from '../players/index.js';

// Queries only: the operator list (operators are the players rows of role ADMIN).

export function listOperators(db: Db): Promise<PlayerRow[]> {
  return db.selectFrom('players').selectAll().where('role', '=', 'ADMIN').orderBy('id').execute();
}

/** A page of the operators, oldest first. */
export function operatorsPage(db: Db, limit: number, offset: number): Promise<PlayerRow[]> {
  return db.selectFrom('players').selectAll().where('role', '=', 'ADMIN').orderBy('id').limit(limit).offset(offset).execute();
}

export async function countOperators(db: Db): Promise<number> {
  const row = await db.selectFrom('players').select((eb) => eb.fn.countAll<number | string>().as('n')).where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Operators after id `after` (keyset, oldest first): the CSV export's pages. */
export function operatorsAfter(db: Db, after: number | undefined, size: number): Promise<PlayerRow[]> {
  let query = db.selectFrom('players').selectAll().where('role', '=', 'ADMIN');
  if (after !== undefined) query = query.where('id', '>', after);
  return query.orderBy('id').limit(size).execute();
}

export function findOperatorById(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).where('role', '=', 'ADMIN').executeTakeFirst();
}

/** Whether any operator account exists (the first one is made at start: first-operator.ts). */
export async function adminExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('players').select('id').where('role', '=', 'ADMIN').limit(1).executeTakeFirst();
  return row !== undefined;
}
