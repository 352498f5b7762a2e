import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { inValues } from '../../db/dialect.js';
import type { PlayerRow, PlayersTable } from './players.table.js';

// Queries only: rules live in the services.

export function findPlayerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Loads a player by id: what authentication does on every request. */
export type PlayerLoader = (id: number) => Promise<PlayerRow | undefined>;

/** Players by id, one query whatever their number (the loader of authentication). */
export async function playersByIds(db: Db, ids: readonly number[]): Promise<Map<number, PlayerRow>> {
  return new Map((await db.selectFrom('players').selectAll().where(inValues(db, 'id', 'bigint', ids)).execute()).map((row) => [row.id, row]));
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

/** Sets a tier flag (0 -> 1) only if not set yet: false when the player already has it. */
export async function setTierFlag(db: Db, id: number, flag: 'isUnlockMulti' | 'isAgent', now: number): Promise<boolean> {
  const result = await db.updateTable('players').set({ [flag]: 1, updatedAt: now }).where('id', '=', id).where(flag, '=', 0).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
