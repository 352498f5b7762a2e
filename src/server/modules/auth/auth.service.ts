import { randomInt } from 'node:crypto';
import type { LoginBody, RegisterBody, Tokens } from '../../../shared/api/auth.js';
import { texts } from '../../../shared/texts.js';
import { loginProblem, newPasswordProblem, registerProblem } from '../../../shared/validation.js';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import {
  findPlayerByRefCode,
  findPlayerByUsername,
  insertPlayer,
  type PlayerLoader,
  replacePasswordHash,
} from '../players/players.repository.js';
import type { PlayerRow } from '../players/players.table.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { signToken, verifyToken } from './tokens.js';

export interface AuthSettings {
  readonly jwtSecret: string;
  readonly accessTokenTtl: number;
  readonly refreshTokenTtl: number;
  readonly scryptCost: number;
}

/** Referral codes: 8 characters without look-alikes (no 0/O, 1/I). */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newRefCode(): string {
  return Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');
}

export function issueTokens(player: Pick<PlayerRow, 'id' | 'tokenVersion'>, settings: AuthSettings, nowMs = Date.now()): Tokens {
  const iat = Math.floor(nowMs / 1000);
  const make = (typ: 'access' | 'refresh', ttl: number) => ({
    token: signToken({ sub: player.id, ver: player.tokenVersion, typ, iat, exp: iat + ttl }, settings.jwtSecret),
    expires: new Date((iat + ttl) * 1000).toISOString(),
  });
  return { access: make('access', settings.accessTokenTtl), refresh: make('refresh', settings.refreshTokenTtl) };
}

export async function registerPlayer(db: Db, input: RegisterBody, settings: AuthSettings, role: 'PLAYER' | 'ADMIN' = 'PLAYER'): Promise<PlayerRow> {
  const problem = registerProblem(input);
  if (problem) throw new BadRequestError(problem, 'INVALID_REGISTRATION');
  const username = input.username.trim();
  if (await findPlayerByUsername(db, username)) throw new ConflictError(texts.errors.usernameTaken, 'USERNAME_TAKEN');
  let referrerId: number | null = null;
  if (input.ref?.trim()) {
    const referrer = await findPlayerByRefCode(db, input.ref);
    if (!referrer) throw new BadRequestError(texts.errors.referralNotFound, 'REFERRAL_NOT_FOUND');
    referrerId = referrer.id;
  }
  const passwordHash = await hashPassword(input.password, settings.scryptCost);
  const now = Date.now();
  // A referral code may collide (1 in 10^12 per pair); retry with a new one. A username collision
  // here means a concurrent registration won the race.
  for (let attempt = 0; ; attempt++) {
    try {
      return await insertPlayer(db, {
        username,
        usernameKey: username.toLowerCase(),
        passwordHash,
        role,
        refCode: newRefCode(),
        referrerId,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findPlayerByUsername(db, username)) throw new ConflictError(texts.errors.usernameTaken, 'USERNAME_TAKEN');
      if (attempt >= 3) throw error;
    }
  }
}

// A real hash of a random password, so that an unknown username costs as much time as a wrong password.
let decoyHash: Promise<string> | undefined;

export async function login(db: Db, input: LoginBody, settings: AuthSettings): Promise<PlayerRow> {
  const problem = loginProblem(input);
  if (problem) throw new BadRequestError(problem);
  const player = await findPlayerByUsername(db, input.username);
  if (!player) {
    decoyHash ??= hashPassword(String(Math.random()), settings.scryptCost);
    await verifyPassword(input.password, await decoyHash);
    throw new UnauthorizedError(texts.errors.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(input.password, player.passwordHash))) {
    throw new UnauthorizedError(texts.errors.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (player.locked) throw new ForbiddenError(texts.errors.accountLocked, 'ACCOUNT_LOCKED');
  return player;
}

/** The player a token of the given type belongs to, if it is valid, current and the account is open. */
export async function playerForToken(load: PlayerLoader, token: string, typ: 'access' | 'refresh', settings: AuthSettings): Promise<PlayerRow> {
  const claims = verifyToken(token, settings.jwtSecret, typ);
  if (!claims) throw new UnauthorizedError();
  const player = await load(claims.sub);
  if (!player || player.tokenVersion !== claims.ver) throw new UnauthorizedError();
  if (player.locked) throw new UnauthorizedError(texts.errors.accountLocked, 'ACCOUNT_LOCKED');
  return player;
}

export async function changePassword(
  db: Db,
  player: PlayerRow,
  input: { readonly oldPassword: string; readonly newPassword: string },
  settings: AuthSettings,
): Promise<PlayerRow> {
  const problem = newPasswordProblem(input.newPassword);
  if (problem) throw new BadRequestError(problem);
  if (!(await verifyPassword(input.oldPassword, player.passwordHash))) {
    throw new BadRequestError(texts.errors.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
  }
  const hash = await hashPassword(input.newPassword, settings.scryptCost);
  return replacePasswordHash(db, player.id, hash, Date.now());
}
