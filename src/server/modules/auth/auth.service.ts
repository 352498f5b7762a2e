import { randomInt } from 'node:crypto';
import type { LoginBody, RegisterBody } from '../../../shared/api/auth.js';
import { texts } from '../../../shared/texts.js';
import { loginProblem, newPasswordProblem, registerProblem } from '../../../shared/validation.js';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { type AppError, BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import { OperatorAccountError } from '../ledger/index.js';
import { createPlayer, playerByRefCode, playerByUsername, type PlayerLoader, type PlayerRow, recordSignIn, setPassword } from '../players/index.js';
import type { LoginThrottle } from './login-throttle.js';
import { checkSecondFactor } from './totp.service.js';
import { recordUpline } from '../referrals/index.js';
import { type HashCaller, hashPassword, type PasswordHasher } from '../../lib/passwords.js';
import type { FamilyLoader } from './token-families.repository.js';
import { type TokenClaims, verifyToken } from './tokens.js';

export interface AuthSettings {
  /** Tokens are issued and checked on the app's one clock. */
  readonly clock: Clock;
  readonly jwtSecret: string;
  readonly accessTokenTtl: number;
  readonly refreshTokenTtl: number;
  /** Every password hash and check, in turn (a short queue, then 503). */
  readonly passwords: PasswordHasher;
  /** Slows repeated wrong passwords per (username, client). */
  readonly loginThrottle: LoginThrottle;
  /** Reads a token's family (token-families.service.ts) on every authenticated request. */
  readonly families: FamilyLoader;
}

/** Referral codes: 8 characters without look-alikes (no 0/O, 1/I). */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRefCode(): string {
  return Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
}

/**
 * Whom a password hash is for: the hashing queue shares its turns between client addresses, and
 * gives way first where sign-ins failed lately (PasswordHasher). No client: the server's own work.
 */
async function hashCaller(settings: AuthSettings, client: string | undefined): Promise<HashCaller | undefined> {
  return client === undefined ? undefined : { client, suspect: await settings.loginThrottle.failedLately(client) };
}

export async function registerPlayer(
  db: Db,
  input: RegisterBody,
  settings: AuthSettings,
  role: 'PLAYER' | 'ADMIN' = 'PLAYER',
  client?: string,
): Promise<PlayerRow> {
  const problem = registerProblem(input);
  if (problem) throw new BadRequestError(problem, 'INVALID_REGISTRATION');
  const username = input.username.trim();
  if (await playerByUsername(db, username)) throw new ConflictError(texts.errors.usernameTaken, 'USERNAME_TAKEN');
  let referrerId: number | null = null;
  if (input.ref?.trim()) {
    const referrer = await playerByRefCode(db, input.ref);
    if (!referrer) throw new BadRequestError(texts.errors.referralNotFound, 'REFERRAL_NOT_FOUND');
    referrerId = referrer.id;
  }
  const passwordHash = await settings.passwords.hash(input.password, await hashCaller(settings, client));
  const now = settings.clock.now();
  // A referral code may collide (1 in 10^12 per pair); retry with a new one. A username collision
  // here means a concurrent registration won the race.
  for (let attempt = 0; ; attempt++) {
    try {
      // The upline is fixed for good in the transaction that creates the player.
      const create = async (trx: Db) => {
        const player = await createPlayer(trx, { username, usernameKey: username.toLowerCase(), passwordHash, role, refCode: newRefCode(), referrerId, createdAt: now, updatedAt: now });
        if (referrerId !== null) await recordUpline(trx, player.id, referrerId);
        return player;
      };
      return await (db.isTransaction ? create(db) : (db as Kysely<Database>).transaction().execute(create));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await playerByUsername(db, username)) throw new ConflictError(texts.errors.usernameTaken, 'USERNAME_TAKEN');
      if (attempt >= 3) throw error;
    }
  }
}

// A real hash of a random password, so that an unknown username costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * Checks a username and password. `client` is the caller's address: repeated failures from one
 * client on one username slow that client down (never refuse it, and never anyone else).
 */
export async function login(db: Db, input: LoginBody, settings: AuthSettings, client: string): Promise<PlayerRow> {
  const problem = loginProblem(input);
  if (problem) throw new BadRequestError(problem);
  const usernameKey = input.username.trim().toLowerCase();
  const [, caller] = await Promise.all([settings.loginThrottle.wait(usernameKey, client), hashCaller(settings, client)]);
  const player = await playerByUsername(db, input.username);
  if (!player) {
    // Made once, outside the queue (a refusal there must not poison it).
    decoyHash ??= hashPassword(String(Math.random()), settings.passwords.cost);
    await settings.passwords.verify(input.password, await decoyHash, caller);
  }
  if (!player || !(await settings.passwords.verify(input.password, player.passwordHash, caller))) {
    await settings.loginThrottle.failed(usernameKey, client);
    throw new UnauthorizedError(texts.errors.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  // Operators with a second factor: a fresh TOTP code or a recovery code (modules/operators).
  await checkSecondFactor(db, player, input, { jwtSecret: settings.jwtSecret, now: settings.clock.now(), ip: client }, () =>
    settings.loginThrottle.failed(usernameKey, client),
  );
  await settings.loginThrottle.succeeded(usernameKey, client);
  if (player.locked) throw new ForbiddenError(texts.errors.accountLocked, 'ACCOUNT_LOCKED');
  // The operators screen shows when each operator last signed in (players' sign-ins write nothing).
  if (player.role === 'ADMIN') await recordSignIn(db, player.id, settings.clock.now());
  return player;
}

/** The player a token of the given type belongs to, if it is valid, current and the account is open. */
export async function playerForToken(load: PlayerLoader, token: string, typ: TokenClaims['typ'], settings: AuthSettings): Promise<PlayerRow> {
  return (await sessionForToken(load, token, typ, settings)).player;
}

/**
 * The same, with the token's claims (a socket needs its expiry). A token of a revoked family (signed
 * out, or a refresh token replayed) is refused. Tokens made before families existed (migration
 * 0018) name none: such an access token works until it expires; a refresh token needs one to rotate.
 */
export async function sessionForToken(
  load: PlayerLoader,
  token: string,
  typ: TokenClaims['typ'],
  settings: AuthSettings,
): Promise<{ player: PlayerRow; claims: TokenClaims }> {
  const claims = verifyToken(token, settings.jwtSecret, typ, settings.clock.now());
  if (!claims) throw new UnauthorizedError();
  const [player, family] = await Promise.all([load(claims.sub), claims.fam === undefined ? undefined : settings.families(claims.fam)]);
  const problem = sessionProblem(claims, player, family);
  if (problem) throw problem;
  return { player: player!, claims };
}

/** What a session needs of its player's row (the bet path reads these with the rows it locks). */
export type SessionPlayer = Pick<PlayerRow, 'id' | 'tokenVersion' | 'locked'>;

/**
 * Why a token's session no longer holds, as read from its player and its sign-in (`family`):
 * the player is gone or the token predates a password change (401), the sign-in ended (sign-out,
 * a replayed refresh token: 401 SESSION_ENDED), the account is locked (401 ACCOUNT_LOCKED).
 * Undefined when it holds.
 */
export function sessionProblem(claims: Pick<TokenClaims, 'ver' | 'fam'>, player: SessionPlayer | undefined, family: { playerId: number; revokedAt: number | null } | undefined): AppError | undefined {
  if (!player || player.tokenVersion !== claims.ver) return new UnauthorizedError();
  if (claims.fam !== undefined && (!family || family.playerId !== player.id || family.revokedAt !== null)) {
    return new UnauthorizedError(texts.errors.sessionEnded, 'SESSION_ENDED');
  }
  if (player.locked) return new UnauthorizedError(texts.errors.accountLocked, 'ACCOUNT_LOCKED');
  return undefined;
}

/**
 * Why a signed-in account may not use a player's route that moves points: a temporary password
 * opens nothing but the profile and the password change (403 PASSWORD_CHANGE_REQUIRED); an
 * operator's account is not a player's (403 OPERATOR_ACCOUNT).
 */
export function playerRouteProblem(player: Pick<PlayerRow, 'mustChangePassword' | 'role'>): AppError | undefined {
  if (player.mustChangePassword === 1) return new ForbiddenError(texts.admin.password.mustChange, 'PASSWORD_CHANGE_REQUIRED');
  if (player.role !== 'PLAYER') return new OperatorAccountError();
  return undefined;
}

/**
 * Changes the password and ends every earlier session: older tokens stop working (the token version
 * is bumped) and the player's open sockets are closed, on every instance.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'events'>,
  player: PlayerRow,
  input: { readonly oldPassword: string; readonly newPassword: string },
  settings: AuthSettings,
  client?: string,
): Promise<PlayerRow> {
  const problem = newPasswordProblem(input.newPassword);
  if (problem) throw new BadRequestError(problem);
  const caller = await hashCaller(settings, client);
  if (!(await settings.passwords.verify(input.oldPassword, player.passwordHash, caller))) {
    throw new BadRequestError(texts.errors.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
  }
  const hash = await settings.passwords.hash(input.newPassword, caller);
  // A password of the player's own choosing ends a temporary one (mustChangePassword back to 0).
  const updated = await setPassword(ctx.db, player.id, hash, settings.clock.now());
  ctx.events.emit('sessionsEnded', { playerId: player.id });
  return updated;
}
