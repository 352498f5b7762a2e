import type SQLite from 'better-sqlite3';
import type { Insertable, Updateable } from 'kysely';
import { camelCaseName } from '../../lib/camel-case.js';
import type { Db } from '../../db/database.js';
import { inValues } from '../../db/dialect.js';
import { batchedLoads } from '../../lib/batched-loads.js';
import type { PlayerRow, PlayersTable } from './players.table.js';

// Queries only: rules live in the services.

export function findPlayerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Loads a player by id: what authentication does on every request. */
export type PlayerLoader = (id: number) => Promise<PlayerRow | undefined>;

/** Through Kysely (PostgreSQL, or SQLite without a read connection): the players asked for in one turn, in one query. */
export const kyselyPlayerLoader = (db: Db): PlayerLoader =>
  batchedLoads(async (ids: readonly number[]) => new Map((await db.selectFrom('players').selectAll().where(inValues(db, 'id', 'bigint', ids)).execute()).map((row) => [row.id, row])));

/**
 * Through SQLite's read-only connection with one prepared statement: committed data, no lock. The
 * columns are aliased to the code's camelCase names in the SQL itself (it runs on every request).
 */
export function sqlitePlayerLoader(read: SQLite.Database): PlayerLoader {
  const columns = (read.prepare('select name from pragma_table_info(?)').all('players') as Array<{ name: string }>)
    .map(({ name }) => `${name} as "${camelCaseName(name)}"`)
    .join(', ');
  const statement = read.prepare<[number], PlayerRow>(`select ${columns} from players where id = ?`);
  return async (id) => statement.get(id);
}

export function findPlayerByUsername(db: Db, username: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('usernameKey', '=', username.trim().toLowerCase()).executeTakeFirst();
}

export function findPlayerByRefCode(db: Db, refCode: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('refCode', '=', refCode.trim().toUpperCase()).executeTakeFirst();
}

export function insertPlayer(db: Db, values: Insertable<PlayersTable>): Promise<PlayerRow> {
  return db.insertInto('players').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Updates descriptive fields. Balance is not updatable here: it moves only through the ledger. */
export async function updatePlayerFields(
  db: Db,
  id: number,
  fields: Omit<Updateable<PlayersTable>, 'balance' | 'id'>,
): Promise<void> {
  await db.updateTable('players').set(fields).where('id', '=', id).execute();
}

/**
 * Sets a new password hash and bumps the token version, so that every earlier token stops working.
 * `temporary`: an operator's one-time password, which the player must change at the next sign-in.
 */
export async function replacePasswordHash(db: Db, id: number, passwordHash: string, now: number, temporary = false): Promise<PlayerRow> {
  return db
    .updateTable('players')
    .set((eb) => ({ passwordHash, tokenVersion: eb('tokenVersion', '+', 1), mustChangePassword: temporary ? 1 : 0, updatedAt: now }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function adminExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('players').select('id').where('role', '=', 'ADMIN').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Sets a tier flag (0 -> 1) only if not set yet: false when the player already has it. */
export async function setTierFlag(db: Db, id: number, flag: 'isUnlockMulti' | 'isAgent', now: number): Promise<boolean> {
  const result = await db.updateTable('players').set({ [flag]: 1, updatedAt: now }).where('id', '=', id).where(flag, '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
