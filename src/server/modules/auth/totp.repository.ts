import type { Db } from '../../db/database.js';

// Queries only: an operator's recovery codes and second-factor guards (the second factor's columns
// of their players row are the players module's: its services write them).

export async function replaceRecoveryCodes(db: Db, playerId: number, hashes: readonly string[], now: number): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('playerId', '=', playerId).execute();
  await db.insertInto('recoveryCodes').values(hashes.map((codeHash) => ({ playerId, codeHash, usedAt: null, createdAt: now }))).execute();
}

/** Spends an unused recovery code: false when there is no such code, or it was used already. */
export async function spendRecoveryCode(db: Db, playerId: number, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('playerId', '=', playerId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Forgets an operator's recovery codes and guards (the second factor is turned off). */
export async function forgetRecoveryCodes(db: Db, id: number): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('playerId', '=', id).execute();
  // The next enrolment starts with the whole allowance of codes (issue 47).
  await db.deleteFrom('secondFactorGuards').where('playerId', '=', id).execute();
}

export async function countUnusedRecoveryCodes(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('playerId', '=', playerId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

