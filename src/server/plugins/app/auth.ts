import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { texts } from '../../../shared/texts.js';
import type { Config } from '../../config.js';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import { type AuthSettings, playerRouteProblem, sessionForToken } from '../../modules/auth/auth.service.js';
import { type TokenClaims, verifyToken } from '../../modules/auth/tokens.js';
import { downloadLinkOf } from '../../modules/auth/download-links.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../../modules/auth/login-throttle.js';
import { PasswordHasher } from '../../lib/passwords.js';
import { familyLoader } from '../../modules/auth/token-families.service.js';
import type { Clock } from '../../lib/clock.js';
import { type PlayerLoader, playerLoader } from '../../modules/players/players.service.js';
import type { PlayerRow } from '../../modules/players/players.table.js';

declare module 'fastify' {
  interface FastifyInstance {
    authSettings: AuthSettings;
    /** Loads a player by id for authentication (SQLite: the read connection; else Kysely). */
    loadPlayer: PlayerLoader;
    /** onRequest hook: a valid bearer access token, else 401 (before the body is even read); 403 PASSWORD_CHANGE_REQUIRED on a temporary password. Sets `request.player`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: an authenticated ADMIN with TOTP on (unless the route allows enrolment), else 401/403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for every player route that moves points: `authenticate`, then 403 OPERATOR_ACCOUNT to an operator's token. */
    requirePlayer: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a well-signed, unexpired access token, else 401; sets `request.claims` only (the route checks the session itself). */
    verifyAccessToken: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in player; set by `authenticate`. */
    player: PlayerRow;
    /** The access token's claims (its sign-in: `fam`); set by `authenticate` and `verifyAccessToken`. */
    claims: TokenClaims;
  }
  interface FastifyContextConfig {
    /** Answers someone still on a temporary password (their profile, the password change); every other authenticated route refuses them. */
    allowedBeforePasswordChange?: boolean;
    /** An /v1/admin route an operator may call before turning TOTP on (the enrolment itself); every other one refuses them. */
    allowedBeforeTotpEnrolment?: boolean;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

export default fp(
  async function auth(app: FastifyInstance, opts: { config: Config; clock: Clock }) {
    const { config } = opts;
    const settings: AuthSettings = {
      clock: opts.clock,
      jwtSecret: config.jwtSecret,
      accessTokenTtl: config.accessTokenTtl,
      refreshTokenTtl: config.refreshTokenTtl,
      passwords: new PasswordHasher(config.scryptCost, { concurrency: config.hashConcurrency, queue: config.hashQueue }),
      loginThrottle: new LoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, baseDelayMs: config.loginSlowdownMs }, app.counters),
      families: familyLoader(app.reader),
    };
    app.decorate('authSettings', settings);
    const loadPlayer = playerLoader(app.reader);
    app.decorate('loadPlayer', loadPlayer);
    app.decorateRequest('player', null as unknown as PlayerRow);
    app.decorateRequest('claims', null as unknown as TokenClaims);

    // A temporary password (set by an operator, or a new operator's generated one) opens nothing
    // but the profile and the password change, whatever the client does.
    async function authenticate(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new UnauthorizedError();
      ({ player: request.player, claims: request.claims } = await sessionForToken(loadPlayer, token, 'access', settings));
      if (request.player.mustChangePassword === 1 && !request.routeOptions.config.allowedBeforePasswordChange) {
        throw new ForbiddenError(texts.admin.password.mustChange, 'PASSWORD_CHANGE_REQUIRED');
      }
    }
    app.decorate('authenticate', authenticate);
    // Operator accounts are not players (issue 27): where a player's points move (bets, withdrawals,
    // stakes, boxes, tiers), an operator's token is refused before the body is read. The ledger
    // refuses such a movement too, for any route that would forget this hook.
    app.decorate('requirePlayer', async (request: FastifyRequest) => {
      await authenticate(request);
      const problem = playerRouteProblem(request.player);
      if (problem) throw problem;
    });
    // The bet path's hook: the token's signature and expiry only. Its session (player, sign-in, lock,
    // role) is checked with the rows the bet's batch locks, one query per batch (modules/bets).
    app.decorate('verifyAccessToken', async (request: FastifyRequest) => {
      const claims = verifyToken(bearerToken(request.headers.authorization) ?? '', settings.jwtSecret, 'access', settings.clock.now());
      if (!claims) throw new UnauthorizedError();
      request.claims = claims;
    });
    /** A GET through a download link (a CSV export opened by the browser itself): the link's operator. */
    async function authenticateDownload(request: FastifyRequest): Promise<boolean> {
      if (request.method !== 'GET' || request.headers.authorization) return false;
      const link = downloadLinkOf(request.url);
      if (!link) return false;
      const { player, claims } = await sessionForToken(loadPlayer, link.token, 'download', settings);
      if (claims.path !== link.path) throw new UnauthorizedError();
      request.player = player;
      // The export's own query schema knows no `dl`.
      delete (request.query as Record<string, unknown>).dl;
      return true;
    }
    // Every operator turns TOTP on before anything else of the console answers them.
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!(await authenticateDownload(request))) await authenticate(request);
      if (request.player.role !== 'ADMIN') throw new ForbiddenError();
      if (request.player.totpSecret === null && !request.routeOptions.config.allowedBeforeTotpEnrolment) {
        throw new ForbiddenError(texts.console.security.errors.enrolmentRequired, 'TOTP_ENROLMENT_REQUIRED');
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'redis'] },
);
