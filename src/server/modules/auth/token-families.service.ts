import type { Tokens } from '../../../shared/api/auth.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import type { Read } from '../../db/dialect.js';
import { batchedLoads } from '../../lib/batched-loads.js';
import { UnauthorizedError } from '../../lib/errors.js';
import type { AppContext } from '../context.js';
import type { PlayerLoader, PlayerRow } from '../players/index.js';
import { type AuthSettings, sessionForToken } from './auth.service.js';
import { advanceFamily, type FamilyLoader, type FamilyState, familyStates, familyStatesRead, insertFamily, revokeFamily } from './token-families.repository.js';
import { signToken, verifyToken } from './tokens.js';

// Refresh token rotation with reuse detection (OWASP; issue 27). Each sign-in starts a family in
// `token_families`; its tokens carry the family's id (`fam`), a refresh token also its number
// (`gen`). Trading in the newest refresh token answers a new pair and retires it; an older one coming
// back means a copy is in someone else's hands, and the whole family ends, access tokens included
// (authentication reads the family on every request). Sign-out ends it too. The state is in the
// database, so every instance agrees.

/** The state of many sign-ins at once, in the caller's transaction (the bet path checks its batch's sessions with it). */
export function signInStates(db: Db, ids: readonly number[]): Read<Map<number, FamilyState>> {
  return familyStatesRead(db, ids);
}

/** Reads families for authentication, on `reader` (DatabaseHandle.reader): the sign-ins asked for in one turn, in one query. */
export function familyLoader(reader: Db): FamilyLoader {
  return batchedLoads((ids: readonly number[]) => familyStates(reader, ids));
}

/** When the tokens signed now expire (ms): the family's row is needed until then. */
function familyExpiry(nowMs: number, settings: AuthSettings): number {
  return (Math.floor(nowMs / 1000) + Math.max(settings.accessTokenTtl, settings.refreshTokenTtl)) * 1000;
}

function signTokens(player: Pick<PlayerRow, 'id' | 'tokenVersion'>, family: { id: number; generation: number }, settings: AuthSettings): Tokens {
  const iat = Math.floor(settings.clock.now() / 1000);
  const make = (typ: 'access' | 'refresh', ttl: number) => ({
    token: signToken(
      { sub: player.id, ver: player.tokenVersion, typ, fam: family.id, ...(typ === 'refresh' ? { gen: family.generation } : {}), iat, exp: iat + ttl },
      settings.jwtSecret,
    ),
    expires: new Date((iat + ttl) * 1000).toISOString(),
  });
  return { access: make('access', settings.accessTokenTtl), refresh: make('refresh', settings.refreshTokenTtl) };
}

/** The tokens of a new sign-in (login, registration, a password change): a family of their own. */
export async function signInTokens(db: Db, player: Pick<PlayerRow, 'id' | 'tokenVersion'>, settings: AuthSettings): Promise<Tokens> {
  const now = settings.clock.now();
  const id = await insertFamily(db, player.id, now, familyExpiry(now, settings));
  return signTokens(player, { id, generation: 0 }, settings);
}

/**
 * A new pair for the family's newest refresh token, which stops working. A refresh token already
 * traded in ends its family (401 REFRESH_TOKEN_REUSED): of two uses of one token, at most one
 * succeeds, whichever instance answers. The player's sockets are closed too; the family's own cannot
 * come back, the player's other devices reconnect.
 */
export async function rotateRefreshToken(
  ctx: Pick<AppContext, 'db' | 'events'>,
  load: PlayerLoader,
  refreshToken: string,
  settings: AuthSettings,
): Promise<Tokens> {
  const { player, claims } = await sessionForToken(load, refreshToken, 'refresh', settings);
  if (claims.fam === undefined || claims.gen === undefined) throw new UnauthorizedError();
  const now = settings.clock.now();
  if (!(await advanceFamily(ctx.db, claims.fam, player.id, claims.gen, familyExpiry(now, settings)))) {
    await revokeFamily(ctx.db, claims.fam, player.id, now, 'REUSE');
    ctx.events.emit('sessionsEnded', { playerId: player.id });
    throw new UnauthorizedError(texts.errors.sessionEnded, 'REFRESH_TOKEN_REUSED');
  }
  return signTokens(player, { id: claims.fam, generation: claims.gen + 1 }, settings);
}

/**
 * Sign-out: ends the family of the refresh token given, else of the access token, and answers its
 * id (what else was tied to that sign-in goes with it: its devices' Web Push; its sockets close on
 * every instance). 401 when neither is a valid token, and when its sign-in has ended already (a
 * second sign-out: SESSION_ENDED); a token from before families (migration 0018) has nothing to end
 * (undefined).
 */
export async function signOut(
  ctx: Pick<AppContext, 'db' | 'events'>,
  tokens: { readonly refresh?: string | undefined; readonly access?: string | undefined },
  settings: AuthSettings,
): Promise<number | undefined> {
  const now = settings.clock.now();
  const claims =
    (tokens.refresh ? verifyToken(tokens.refresh, settings.jwtSecret, 'refresh', now) : undefined) ??
    (tokens.access ? verifyToken(tokens.access, settings.jwtSecret, 'access', now) : undefined);
  if (!claims) throw new UnauthorizedError();
  if (claims.fam === undefined) return undefined;
  if (!(await revokeFamily(ctx.db, claims.fam, claims.sub, now, 'SIGN_OUT'))) throw new UnauthorizedError(texts.errors.sessionEnded, 'SESSION_ENDED');
  ctx.events.emit('signInEnded', { playerId: claims.sub, family: claims.fam });
  return claims.fam;
}
