import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { TotpStatusResponse } from '../../../shared/api/admin-operators.js';
import type { SecondFactorLockView } from '../../../shared/api/dashboard.js';
import type { TotpConfirmResponse, TotpEnrolResponse } from '../../../shared/api/admin-players.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { BadRequestError, ConflictError, LockedForNowError, UnauthorizedError } from '../../lib/errors.js';
import { audit } from '../audit/index.js';
import type { AppContext } from '../context.js';
import { type PlayerRow, secondFactorColumns } from '../players/index.js';
import { countUnusedRecoveryCodes, forgetRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './totp.repository.js';
import { countLocked, guardState, lockGuard, locksSince, resetGuard, takeAttempt } from './second-factor-guards.repository.js';
import { open, recoveryCodeHash, seal } from './secret-box.js';

// Operators' second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app
// reads by default) through the `otpauth` library, plus 10 single-use recovery codes.

const PERIOD = 30;
/** Codes of the step before and after are accepted too (clock drift, a code typed at a step's end). */
const WINDOW = 1;
const RECOVERY_CODES = 10;
/** Recovery codes: 10 characters without look-alikes (50 bits), shown as XXXXX-XXXXX. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function totpOf(base32: string, label = 'operator'): TOTP {
  return new TOTP({ issuer: 'Operator console', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });
}

/** The time step a 6-digit code belongs to, or undefined when it matches none within the window. */
export function stepOfCode(base32: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code.trim())) return undefined;
  const delta = totpOf(base32).validate({ token: code.trim(), timestamp: nowMs, window: WINDOW });
  return delta === null ? undefined : Math.floor(nowMs / 1000 / PERIOD) + delta;
}

function unseal(sealed: string, jwtSecret: string): string {
  const base32 = open(sealed, jwtSecret);
  if (!base32) throw new ConflictError(texts.admin.totp.unreadable, 'TOTP_UNREADABLE');
  return base32;
}

/** GET /v1/admin/totp: whether the caller's second factor is on, and how many recovery codes are left. */
export async function totpStatus(db: Db, operator: PlayerRow): Promise<TotpStatusResponse> {
  return {
    enabled: operator.totpSecret !== null,
    pending: operator.totpSecret === null && operator.totpPendingSecret !== null,
    recoveryCodesLeft: operator.totpSecret === null ? 0 : await countUnusedRecoveryCodes(db, operator.id),
  };
}

/** POST /v1/admin/totp/enrol: a new pending secret (replacing an unconfirmed one); refused once enabled. */
export async function enrolTotp(ctx: AppContext, operator: PlayerRow, jwtSecret: string, ip: string): Promise<TotpEnrolResponse> {
  if (operator.totpSecret) throw new ConflictError(texts.admin.totp.alreadyEnabled, 'TOTP_ALREADY_ENABLED');
  const secret = new Secret({ size: 20 });
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await secondFactorColumns.setPending(trx, operator.id, seal(secret.base32, jwtSecret), now);
    await audit(trx, { actorId: operator.id, action: 'TOTP_ENROL', targetType: 'player', targetId: operator.id, before: { totp: 'OFF' }, after: { totp: 'PENDING' }, ip, now });
  });
  return { uri: totpOf(secret.base32, operator.username).toString(), secret: secret.base32 };
}

/** POST /v1/admin/totp/confirm: a code of the pending secret turns it on and yields the recovery codes (shown once). */
export async function confirmTotp(ctx: AppContext, operator: PlayerRow, code: string, jwtSecret: string, ip: string): Promise<TotpConfirmResponse> {
  if (operator.totpSecret) throw new ConflictError(texts.admin.totp.alreadyEnabled, 'TOTP_ALREADY_ENABLED');
  const pending = operator.totpPendingSecret;
  if (!pending) throw new BadRequestError(texts.admin.totp.notEnrolling, 'TOTP_NOT_ENROLLING');
  const now = ctx.clock.now();
  const step = stepOfCode(unseal(pending, jwtSecret), code, now);
  if (step === undefined) throw new BadRequestError(texts.admin.totp.invalid, 'TOTP_INVALID');
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await ctx.db.transaction().execute(async (trx) => {
    // The confirming code's step counts as used: it cannot sign in afterwards.
    if (!(await secondFactorColumns.activate(trx, operator.id, pending, step, now))) throw new ConflictError(texts.admin.totp.notEnrolling, 'TOTP_NOT_ENROLLING');
    await replaceRecoveryCodes(trx, operator.id, codes.map((c) => recoveryCodeHash(c, jwtSecret)), now);
    await audit(trx, { actorId: operator.id, action: 'TOTP_ENABLE', targetType: 'player', targetId: operator.id, before: { totp: 'PENDING' }, after: { totp: 'ON' }, ip, now });
  });
  return { recoveryCodes: codes };
}

export type SecondFactorRefusal = 'TOTP_REQUIRED' | 'TOTP_INVALID' | 'TOTP_REPLAYED';

/** Codes an operator's sign-ins may try before the second factor locks (TOTP and recovery codes alike). */
export const SECOND_FACTOR_ALLOWANCE = 5;
/** The first lock; each next one (without a right code between) lasts twice as long, up to a day. */
export const SECOND_FACTOR_FIRST_LOCK_MS = 5 * 60_000;
export const SECOND_FACTOR_LONGEST_LOCK_MS = 24 * 3_600_000;

const lockLength = (lockouts: number) => Math.min(SECOND_FACTOR_LONGEST_LOCK_MS, SECOND_FACTOR_FIRST_LOCK_MS * 2 ** Math.min(lockouts, 20));

/**
 * At sign-in, for an operator with TOTP on: a code of a step not used before, or an unused
 * recovery code (spent now). Each code tried first takes an attempt from the operator's allowance
 * (second-factor-guards.repository.ts), so that no more than SECOND_FACTOR_ALLOWANCE are ever
 * checked, whatever the addresses and however many arrive at once; the last wrong one locks the
 * second factor for a time that doubles with each lock, and while it is locked even the right code
 * is refused (429 TOTP_LOCKED, Retry-After). Each wrong code and each lock is in the audit log.
 * `onFailure` runs for a wrong or replayed code (not for a missing one), so that guesses are also
 * slowed like wrong passwords.
 */
export async function checkSecondFactor(
  db: Db,
  player: PlayerRow,
  input: { readonly totp?: string | undefined; readonly recoveryCode?: string | undefined },
  settings: { readonly jwtSecret: string; readonly now: number; readonly ip?: string | undefined },
  onFailure: () => Promise<void> | void,
): Promise<void> {
  if (player.role !== 'ADMIN' || !player.totpSecret) return;
  const t = texts.admin.totp;
  const { now } = settings;
  const code = input.totp?.trim();
  const recoveryCode = code ? undefined : input.recoveryCode?.trim();
  if (!code && !recoveryCode) throw new UnauthorizedError(t.required, 'TOTP_REQUIRED');

  const attempt = await takeAttempt(db, player.id, SECOND_FACTOR_ALLOWANCE, now);
  if (attempt === undefined) throw await lockedError(db, player.id, now);

  let refusal: SecondFactorRefusal | undefined;
  if (code) {
    const step = stepOfCode(unseal(player.totpSecret, settings.jwtSecret), code, now);
    if (step === undefined) refusal = 'TOTP_INVALID';
    else if (!(await secondFactorColumns.advanceStep(db, player.id, step))) refusal = 'TOTP_REPLAYED';
  } else if (!(await spendRecoveryCode(db, player.id, recoveryCodeHash(recoveryCode!, settings.jwtSecret), now))) {
    refusal = 'TOTP_INVALID';
  }
  if (refusal === undefined) {
    await resetGuard(db, player.id, now);
    return;
  }

  // The account signed into acts (its password was right); the address tells who it may have been.
  const failure = { actorId: player.id, targetType: 'player', targetId: player.id, ip: settings.ip, now } as const;
  await audit(db, { ...failure, action: 'TOTP_FAILED', details: { refusal, kind: code ? 'TOTP' : 'RECOVERY_CODE', attempt } });
  await onFailure();
  const locked = await lockIfSpent(db, player.id, now);
  if (locked) {
    await audit(db, { ...failure, action: 'TOTP_LOCKED', details: { attempts: SECOND_FACTOR_ALLOWANCE, until: new Date(locked.until).toISOString(), lock: locked.lockouts } });
    throw await lockedError(db, player.id, now);
  }
  const left = SECOND_FACTOR_ALLOWANCE - attempt;
  if (refusal === 'TOTP_REPLAYED') throw new UnauthorizedError(t.replayed, refusal);
  throw new UnauthorizedError(left > 0 ? t.invalidLeft(left) : t.invalid, refusal);
}

/** Locks the second factor when its allowance is spent; what it did, or undefined when it was not spent (or another attempt locked it). */
async function lockIfSpent(db: Db, playerId: number, now: number): Promise<{ until: number; lockouts: number } | undefined> {
  const state = await guardState(db, playerId);
  if (!state || state.attempts < SECOND_FACTOR_ALLOWANCE) return undefined;
  const until = now + lockLength(state.lockouts);
  return (await lockGuard(db, playerId, SECOND_FACTOR_ALLOWANCE, state.lockouts, now, until)) ? { until, lockouts: state.lockouts + 1 } : undefined;
}

/** The refusal while locked: how long is left (a minute when the allowance is only held by attempts still being checked). */
async function lockedError(db: Db, playerId: number, now: number): Promise<LockedForNowError> {
  const until = (await guardState(db, playerId))?.lockedUntil;
  const seconds = until && until > now ? Math.ceil((until - now) / 1000) : 60;
  return new LockedForNowError(texts.admin.totp.locked(Math.ceil(seconds / 60)), 'TOTP_LOCKED', seconds);
}

/** Operators whose second factor was locked in the last day, the latest first (the console's dashboard warns of them). */
/** Turns an operator's second factor off (lost phone): they enrol again at the next sign-in, with the whole allowance of codes (issue 47). */
export async function clearTotp(db: Db, id: number, now: number): Promise<void> {
  await secondFactorColumns.clear(db, id, now);
  await forgetRecoveryCodes(db, id);
}

export async function recentSecondFactorLocks(db: Db, now: number): Promise<SecondFactorLockView[]> {
  return (await locksSince(db, now - 86_400_000)).map((lock) => ({
    operatorId: lock.playerId,
    username: lock.username,
    lockedAt: new Date(lock.lockedAt).toISOString(),
    lockedUntil: lock.lockedUntil === null ? null : new Date(lock.lockedUntil).toISOString(),
  }));
}

/** Operators whose second factor is locked now (a metric, and its alert). */
export function secondFactorsLocked(db: Db, now: number): Promise<number> {
  return countLocked(db, now);
}
