import type { Db } from '../../db/database.js';
import { inValues, type Read, read, readOne } from '../../db/dialect.js';
import type { TokenFamilyRow } from './token-families.table.js';

// Queries only: the rules live in token-families.service.ts.

/** What authentication reads of a family on every request. */
export type FamilyState = Pick<TokenFamilyRow, 'playerId' | 'revokedAt'>;
export type FamilyLoader = (id: number) => Promise<FamilyState | undefined>;

/** The state of sign-ins, by id: one query. */
export function familyStates(db: Db, ids: readonly number[]): Promise<Map<number, FamilyState>> {
  return readOne(familyStatesRead(db, ids));
}

/** The same, as a read to send with others (`readTogether`). */
export function familyStatesRead(db: Db, ids: readonly number[]): Read<Map<number, FamilyState>> {
  const query = db.selectFrom('tokenFamilies').select(['id', 'playerId', 'revokedAt']).where(inValues(db, 'id', 'bigint', ids));
  return read(ids.length ? query : undefined, (rows) => new Map(rows.map(({ id, ...state }) => [id, state])));
}

/** A new family for a sign-in; the player's families that have expired go at the same time. */
export async function insertFamily(db: Db, playerId: number, now: number, expiresAt: number): Promise<number> {
  await db.deleteFrom('tokenFamilies').where('playerId', '=', playerId).where('expiresAt', '<', now).execute();
  const row = await db.insertInto('tokenFamilies').values({ playerId, createdAt: now, expiresAt }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Moves a live family from refresh token `generation` to the next one, in one conditional update:
 * false when that token was already traded in (or the family is revoked or gone).
 */
export async function advanceFamily(db: Db, id: number, playerId: number, generation: number, expiresAt: number): Promise<boolean> {
  const result = await db
    .updateTable('tokenFamilies')
    .set({ generation: generation + 1, expiresAt })
    .where('id', '=', id)
    .where('playerId', '=', playerId)
    .where('generation', '=', generation)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a family (once: the first reason stays). False when it had ended already, or is not `playerId`'s. */
export async function revokeFamily(db: Db, id: number, playerId: number, now: number, reason: 'SIGN_OUT' | 'REUSE'): Promise<boolean> {
  const result = await db
    .updateTable('tokenFamilies')
    .set({ revokedAt: now, revokedReason: reason })
    .where('id', '=', id)
    .where('playerId', '=', playerId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
