import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { TotpStatusResponse } from '../../../shared/api/admin-operators.js';
import type { TotpConfirmResponse, TotpEnrolResponse } from '../../../shared/api/admin-players.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/errors.js';
import { audit } from '../audit/index.js';
import type { AppContext } from '../context.js';
import type { PlayerRow } from '../players/index.js';
import { activateTotp, advanceTotpStep, countUnusedRecoveryCodes, replaceRecoveryCodes, setPendingTotp, spendRecoveryCode } from './totp.repository.js';
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
    await setPendingTotp(trx, operator.id, seal(secret.base32, jwtSecret), now);
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
    if (!(await activateTotp(trx, operator.id, pending, step, now))) throw new ConflictError(texts.admin.totp.notEnrolling, 'TOTP_NOT_ENROLLING');
    await replaceRecoveryCodes(trx, operator.id, codes.map((c) => recoveryCodeHash(c, jwtSecret)), now);
    await audit(trx, { actorId: operator.id, action: 'TOTP_ENABLE', targetType: 'player', targetId: operator.id, before: { totp: 'PENDING' }, after: { totp: 'ON' }, ip, now });
  });
  return { recoveryCodes: codes };
}

export type SecondFactorRefusal = 'TOTP_REQUIRED' | 'TOTP_INVALID' | 'TOTP_REPLAYED';

/**
 * At sign-in, for an operator with TOTP on: a code of a step not used before, or an unused
 * recovery code (spent now). Throws 401 with the refusal's code; `onFailure` runs for a wrong or
 * replayed code (not for a missing one), so guesses are slowed like wrong passwords.
 */
export async function checkSecondFactor(
  db: Db,
  player: PlayerRow,
  input: { readonly totp?: string | undefined; readonly recoveryCode?: string | undefined },
  settings: { readonly jwtSecret: string; readonly now: number },
  onFailure: () => Promise<void> | void,
): Promise<void> {
  if (player.role !== 'ADMIN' || !player.totpSecret) return;
  const t = texts.admin.totp;
  const refuse = async (code: SecondFactorRefusal, message: string): Promise<never> => {
    if (code !== 'TOTP_REQUIRED') await onFailure();
    throw new UnauthorizedError(message, code);
  };
  if (input.totp?.trim()) {
    const step = stepOfCode(unseal(player.totpSecret, settings.jwtSecret), input.totp, settings.now);
    if (step === undefined) await refuse('TOTP_INVALID', t.invalid);
    else if (!(await advanceTotpStep(db, player.id, step))) await refuse('TOTP_REPLAYED', t.replayed);
    return;
  }
  if (input.recoveryCode?.trim()) {
    if (!(await spendRecoveryCode(db, player.id, recoveryCodeHash(input.recoveryCode, settings.jwtSecret), settings.now))) await refuse('TOTP_INVALID', t.invalid);
    return;
  }
  await refuse('TOTP_REQUIRED', t.required);
}
