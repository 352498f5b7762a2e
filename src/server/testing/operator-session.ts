import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { TotpEnrolResponse } from '../../shared/api/admin-players.js';
import type { AuthResponse, Tokens } from '../../shared/api/auth.js';
import { open, recoveryCodeHash } from '../modules/auth/secret-box.js';

// How suites sign in as an operator now that every operator needs TOTP (issue 14): through the
// real calls (password, enrolment, codes), with codes computed by the same `otpauth` library.

/** The code an authenticator app shows for `base32` at `ms` (SHA-1, 6 digits, 30 s: what the server reads). */
export function totpCode(base32: string, ms: number): string {
  return new TOTP({ secret: Secret.fromBase32(base32) }).generate({ timestamp: ms });
}

const refused = (what: string, res: { statusCode: number; body: string }) => new Error(`operator ${what}: ${res.statusCode} ${res.body}`);

/** A request to the app under test, with a bearer `token` when given (`TestApp.request`). */
export type TestRequest = (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;

/**
 * Signs an operator in and answers their access token. An operator without TOTP is enrolled first
 * (sign in with the password, enrol, confirm with a code); one with TOTP gives the code of now, or
 * of the next step (inside the accepted window) when now's was used already. The secret is read
 * back from the database with the app's key, so a second instance on the same database signs in
 * too. Failing both (two sign-ins in one step already), a recovery code made for this sign-in.
 */
export async function signInOperator(
  app: FastifyInstance,
  request: TestRequest,
  credentials: { readonly username: string; readonly password: string },
): Promise<Tokens['access']> {
  const db = app.ctx.db;
  const now = () => app.authSettings.clock.now();
  const login = (extra: Record<string, string> = {}) => request({ method: 'POST', url: '/v1/auth/login', payload: { ...credentials, ...extra } });
  const row = await db.selectFrom('players').select(['id', 'totpSecret']).where('usernameKey', '=', credentials.username.toLowerCase()).executeTakeFirstOrThrow();

  if (row.totpSecret === null) {
    const signedIn = await login();
    if (signedIn.statusCode !== 200) throw refused('sign-in', signedIn);
    const access = signedIn.json<AuthResponse>().tokens.access;
    const enrol = await request({ method: 'POST', url: '/v1/admin/totp/enrol', token: access.token });
    if (enrol.statusCode !== 200) throw refused('TOTP enrolment', enrol);
    const code = totpCode(enrol.json<TotpEnrolResponse>().secret, now());
    const confirm = await request({ method: 'POST', url: '/v1/admin/totp/confirm', token: access.token, payload: { code } });
    if (confirm.statusCode !== 200) throw refused('TOTP confirmation', confirm);
    return access;
  }

  const secret = open(row.totpSecret, app.authSettings.jwtSecret);
  if (!secret) throw new Error('operator TOTP secret unreadable with this JWT_SECRET');
  for (const ms of [now(), now() + 30_000]) {
    const signedIn = await login({ totp: totpCode(secret, ms) });
    if (signedIn.statusCode === 200) return signedIn.json<AuthResponse>().tokens.access;
    if (signedIn.json<{ code?: string }>().code !== 'TOTP_REPLAYED') throw refused('sign-in', signedIn);
  }
  const recoveryCode = randomBytes(8).toString('hex').toUpperCase();
  const codeHash = recoveryCodeHash(recoveryCode, app.authSettings.jwtSecret);
  await db.insertInto('recoveryCodes').values({ playerId: row.id, codeHash, usedAt: null, createdAt: now() }).execute();
  const signedIn = await login({ recoveryCode });
  if (signedIn.statusCode !== 200) throw refused('sign-in', signedIn);
  return signedIn.json<AuthResponse>().tokens.access;
}
