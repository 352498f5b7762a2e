import { sql } from 'kysely';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import type { Db } from '../../db/database.js';
import type { PlayerRow } from './players.table.js';

// Queries only: the operators' view of players (never operators themselves).

/**
 * Players whose public ID is `q`, whose username starts with it (case ignored), or whose phone or
 * bank account number is exactly it. No `q`: every player. Operators are never among them.
 */
function matchingPlayers(db: Db, q: string) {
  return db.selectFrom('players').where('role', '=', 'PLAYER').where((eb) => {
    if (!q) return eb.lit(true);
    // LIKE's wildcards in what was typed match only themselves.
    const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const options = [sql<boolean>`username_key like ${prefix} escape '\\'`, eb('phoneNumber', '=', q), eb('bankAccountNumber', '=', q)];
    const publicId = /^\d{1,16}$/.test(q) ? Number(q) - PUBLIC_ID_OFFSET : 0;
    if (publicId > 0 && Number.isSafeInteger(publicId)) options.push(eb('id', '=', publicId));
    return eb.or(options);
  });
}

/**
 * A page of the players `q` finds (see matchingPlayers), newest first. Limit and offset are written
 * into the SQL: with them bound, SQLite's planner sorted every match of a broad prefix (10x slower).
 */
export function searchPlayers(db: Db, q: string, limit: number, offset: number): Promise<PlayerRow[]> {
  return matchingPlayers(db, q).selectAll().orderBy('id', 'desc').limit(sql.lit(limit)).offset(sql.lit(offset)).execute();
}

/** How many players `q` finds, counting no further than `cap` + 1 (an exact count of a broad prefix costs 100+ ms at a million). */
export async function countMatchingPlayers(db: Db, q: string, cap: number): Promise<number> {
  const found = matchingPlayers(db, q).select('id').limit(sql.lit(cap + 1)).as('found');
  const row = await db.selectFrom(found).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The players `q` finds with an id below `before` (all when undefined), newest first: an export's next page. */
export function searchPlayersBefore(db: Db, q: string, before: number | undefined, limit: number): Promise<PlayerRow[]> {
  let query = matchingPlayers(db, q);
  if (before !== undefined) query = query.where('id', '<', before);
  return query.selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export function findPlayerOnly(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', id).where('role', '=', 'PLAYER').executeTakeFirst();
}

/** Locks (1) or unlocks (0) if not so already, ending every session on lock: false when nothing changed. */
export async function setLocked(db: Db, id: number, locked: 0 | 1, now: number): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set((eb) => ({ locked, updatedAt: now, ...(locked ? { tokenVersion: eb('tokenVersion', '+', 1) } : {}) }))
    .where('id', '=', id)
    .where('locked', '=', locked ? 0 : 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
