import type { PlayerUpdateBody } from '../../../shared/api/players.js';
import type { Db } from '../../db/database.js';
import { ForbiddenError } from '../../lib/errors.js';
import { findPlayerById, updatePlayerFields } from './players.repository.js';
import type { PlayerRow } from './players.table.js';

/** A player may act on their own record only (decisions section 9). */
export function assertSelf(caller: PlayerRow, id: number): void {
  if (caller.id !== id) throw new ForbiddenError();
}

/** Writes the profile fields that were sent (trimmed; empty clears). Nothing else is writable here. */
export async function updateProfile(db: Db, caller: PlayerRow, id: number, body: PlayerUpdateBody): Promise<PlayerRow> {
  assertSelf(caller, id);
  const clean = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  await updatePlayerFields(db, id, {
    nickname: clean(body.nickname),
    phoneNumber: clean(body.phoneNumber),
    address: clean(body.address),
    updatedAt: Date.now(),
  });
  return (await findPlayerById(db, id))!;
}
