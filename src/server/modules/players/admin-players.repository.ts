import { sql } from 'kysely';
import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import type { Db } from '../../db/database.js';
import type { PlayerRow } from './players.table.js';

// Queries only: the operators' view of players (never operators themselves).

/**
 * Players whose public ID is `q`, whose username starts with it (case ignored), or whose phone or
 * bank account number is exactly it; newest first. No `q`: every player.
 */
export async function searchPlayers(db: Db, q: string, limit: number, offset: number): Promise<{ rows: PlayerRow[]; total: number }> {
  const base = db.selectFrom('players').where('role', '=', 'PLAYER').where((eb) => {
    if (!q) return eb.lit(true);
    // LIKE's wildcards in what was typed match only themselves.
    const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const options = [sql<boolean>`username_key like ${prefix} escape '\\'`, eb('phoneNumber', '=', q), eb('bankAccountNumber', '=', q)];
    const publicId = /^\d{1,16}$/.test(q) ? Number(q) - PUBLIC_ID_OFFSET : 0;
    if (publicId > 0 && Number.isSafeInteger(publicId)) options.push(eb('id', '=', publicId));
    return eb.or(options);
  });
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
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
