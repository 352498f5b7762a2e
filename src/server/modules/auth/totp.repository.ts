import type { Db } from '../../db/database.js';

// Queries only: what an operator's sign-in reads and writes (the second factor's columns of their
// players row, their recovery codes, the time of their last sign-in).

export async function setPendingTotp(db: Db, id: number, sealed: string, now: number): Promise<void> {
  await db.updateTable('players').set({ totpPendingSecret: sealed, updatedAt: now }).where('id', '=', id).execute();
}

/** Activates the pending secret (if it is still the one confirmed): false when another enrolment replaced it. */
export async function activateTotp(db: Db, id: number, pending: string, step: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step, updatedAt: now })
    .where('id', '=', id)
    .where('totpPendingSecret', '=', pending)
    .where('totpSecret', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that a code of time step `step` was used: false when that step (or a later one) already was. */
export async function advanceTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('players')
    .set({ totpLastStep: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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

/** Turns the second factor off (lost phone): the operator enrols again at the next sign-in. */
export async function clearTotp(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('players').set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: now }).where('id', '=', id).execute();
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

/** The operators screen shows when each operator last signed in (players' sign-ins write nothing). */
export async function recordSignIn(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('players').set({ lastSignInAt: now }).where('id', '=', id).execute();
}
