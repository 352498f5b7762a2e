import type { PlayerUpdateBody } from '../../../shared/api/players.js';
import { bankProblem } from '../../../shared/validation.js';
import type { AppContext } from '../context.js';
import { BadRequestError, ForbiddenError } from '../../lib/errors.js';
import type { Db } from '../../db/database.js';
import { batchedLoads } from '../../lib/batched-loads.js';
import { OperatorAccountError } from '../ledger/index.js';
import type { Insertable } from 'kysely';
import type { VerificationStatus } from '../../../shared/api/players.js';
import * as players from './players.repository.js';
import { findPlayerById, type PlayerLoader, playersByIds, updatePlayerFields } from './players.repository.js';
import type { PlayerRow, PlayersTable } from './players.table.js';

export type { PlayerLoader };

// The players table is written here alone (balances excepted: the ledger moves them). Other modules
// call these commands and queries, with their transaction as `db` where the write belongs to theirs.

/** A player may act on their own record only (decisions section 9). */
export function assertSelf(caller: PlayerRow, id: number): void {
  if (caller.id !== id) throw new ForbiddenError();
}

const BANK_FIELDS = ['bankName', 'bankAccountNumber', 'bankAccountHolder'] as const;

/**
 * Writes the fields that were sent, and nothing else (the schema refuses any other field).
 * Profile fields have no rules (trimmed; empty clears). The bank account is one unit: when any of
 * its fields is sent, all three must be there and filled (spec section 5 messages).
 */
export async function updateProfile(ctx: AppContext, caller: PlayerRow, id: number, body: PlayerUpdateBody): Promise<PlayerRow> {
  const { db } = ctx;
  assertSelf(caller, id);
  const clean = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const bankSent = BANK_FIELDS.some((field) => body[field] !== undefined);
  if (bankSent) {
    // A bank account is what a withdrawal pays into: operator accounts, never paid, link none (issue 27).
    if (caller.role !== 'PLAYER') throw new OperatorAccountError();
    const problem = bankProblem(body);
    if (problem) throw new BadRequestError(problem, 'INVALID_BANK');
  }
  await updatePlayerFields(db, id, {
    nickname: clean(body.nickname),
    phoneNumber: clean(body.phoneNumber),
    address: clean(body.address),
    ...(bankSent
      ? { bankName: body.bankName!.trim(), bankAccountNumber: body.bankAccountNumber!.trim(), bankAccountHolder: body.bankAccountHolder!.trim() }
      : {}),
    updatedAt: ctx.clock.now(),
  });
  return (await findPlayerById(db, id))!;
}

/** Whether the player has a bank account to be paid into. */
export function hasBank(player: Pick<PlayerRow, 'bankName' | 'bankAccountNumber' | 'bankAccountHolder'>): boolean {
  return Boolean(player.bankName && player.bankAccountNumber && player.bankAccountHolder);
}

/**
 * How authentication loads a player on every request, on `reader` (DatabaseHandle.reader: SQLite's
 * read-only connection, which never waits behind the writer): the players asked for in one turn of
 * the event loop, in one query.
 */
export function playerLoader(reader: Db): PlayerLoader {
  return batchedLoads((ids: readonly number[]) => playersByIds(reader, ids));
}

/** The player (or operator) with this id. */
export function playerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  return findPlayerById(db, id);
}

/** The account whose username is this one, case and spaces around it ignored. */
export function playerByUsername(db: Db, username: string): Promise<PlayerRow | undefined> {
  return players.findPlayerByUsername(db, username);
}

/** The player whose referral code is this one, case and spaces around it ignored. */
export function playerByRefCode(db: Db, refCode: string): Promise<PlayerRow | undefined> {
  return players.findPlayerByRefCode(db, refCode);
}

/** Command: a new account (registration; the operators' CLI), in the caller's transaction. */
export function createPlayer(db: Db, values: Insertable<PlayersTable>): Promise<PlayerRow> {
  return players.insertPlayer(db, values);
}

/**
 * Command: a new password hash; every earlier token stops working. `temporary`: the account must
 * change it at the next sign-in (an operator's one-time password, a new operator's generated one).
 */
export function setPassword(db: Db, id: number, passwordHash: string, now: number, temporary = false): Promise<PlayerRow> {
  return players.replacePasswordHash(db, id, passwordHash, now, temporary);
}

/** Command: the account must change its password at the next sign-in (the one it has is generated). */
export function requirePasswordChange(db: Db, id: number): Promise<PlayerRow> {
  return players.requirePasswordChange(db, id);
}

/** Command: grants a tier flag once: false when the player has it already. */
export function grantTierFlag(db: Db, id: number, flag: 'isUnlockMulti' | 'isAgent', now: number): Promise<boolean> {
  return players.setTierFlag(db, id, flag, now);
}

/** Command: an operator signed in now (the operators screen shows it). */
export function recordSignIn(db: Db, id: number, now: number): Promise<void> {
  return players.recordSignIn(db, id, now);
}

/** The second factor's columns of an operator's row, written as auth's TOTP service decides. */
export const secondFactorColumns = {
  /** A secret sealed for enrolment, not active until confirmed. */
  setPending: (db: Db, id: number, sealed: string, now: number): Promise<void> => players.setPendingTotp(db, id, sealed, now),
  /** The pending secret becomes the active one: false when another enrolment replaced it. */
  activate: (db: Db, id: number, pending: string, step: number, now: number): Promise<boolean> => players.activateTotp(db, id, pending, step, now),
  /** A code of time step `step` was used: false when that step (or a later one) already was. */
  advanceStep: (db: Db, id: number, step: number): Promise<boolean> => players.advanceTotpStep(db, id, step),
  /** No second factor any more: the operator enrols again at the next sign-in. */
  clear: (db: Db, id: number, now: number): Promise<void> => players.clearTotpColumns(db, id, now),
};

/** The verification as the player's profile shows it, written as the verifications module decides. */
export const verificationMirror = {
  /** PENDING with these photos, only if the player has none or was rejected: false otherwise. */
  markPending: (db: Db, playerId: number, request: { frontFile: string; backFile: string; at: number }): Promise<boolean> =>
    players.markVerificationPending(db, playerId, request),
  /** A review's outcome. */
  set: (db: Db, playerId: number, state: { status: VerificationStatus; reason: string | null; at: number }): Promise<void> =>
    players.setVerificationState(db, playerId, state),
};
