import type { Insertable, Updateable } from 'kysely';
import type { VerificationStatus } from '../../../shared/api/players.js';
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

/** A new account's generated password is temporary: it must be changed at the first sign-in. */
export async function requirePasswordChange(db: Db, id: number): Promise<PlayerRow> {
  return db.updateTable('players').set({ mustChangePassword: 1 }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The operators screen shows when each operator last signed in (players' sign-ins write nothing). */
export async function recordSignIn(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('players').set({ lastSignInAt: now }).where('id', '=', id).execute();
}

// The second factor's columns of an operator's row (auth's totp.service decides when).

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

export async function clearTotpColumns(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('players').set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: now }).where('id', '=', id).execute();
}

// The verification's mirror on the player row (what the profile shows; verifications decides).

/**
 * Puts the player's verification in PENDING with these photos, only if they have none or were
 * rejected; false when a request is pending or they are already verified.
 */
export async function markVerificationPending(db: Db, playerId: number, request: { frontFile: string; backFile: string; at: number }): Promise<boolean> {
  const updated = await db
    .updateTable('players')
    .set({
      verificationStatus: 'PENDING',
      verificationReason: null,
      verificationUpdatedAt: request.at,
      frontId: request.frontFile,
      backId: request.backFile,
      updatedAt: request.at,
    })
    .where('id', '=', playerId)
    .where((eb) => eb.or([eb('verificationStatus', 'is', null), eb('verificationStatus', '=', 'REJECTED')]))
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Mirrors a review on the player row. */
export async function setVerificationState(db: Db, playerId: number, state: { status: VerificationStatus; reason: string | null; at: number }): Promise<void> {
  await db
    .updateTable('players')
    .set({ verificationStatus: state.status, verificationReason: state.reason, verificationUpdatedAt: state.at, updatedAt: state.at })
    .where('id', '=', playerId)
    .execute();
}
