import { Secret, TOTP } from 'otpauth';
import type { TotpStatusResponse } from '../../../../../../shared/api/admin-operators.js';
import type { TotpConfirmResponse, TotpEnrolResponse } from '../../../../../../shared/api/admin-players.js';
import type { AuthResponse } from '../../../../../../shared/api/auth.js';
import { texts } from '../../../../../../shared/texts.js';
import { ManualClock } from '../../../../../lib/clock.js';
import { runCommand } from '../../../../../modules/operators/operators.cli.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// A step boundary plus 5 s: codes of "now" stay valid while the test runs.
const clock = new ManualClock(Date.UTC(2026, 10, 23, 9, 0, 5));
let t: TestApp;
/** An operator made by the command line, who has not turned TOTP on yet (t.admin()'s operator has). */
const OPERATOR = { username: 'totp-operator', password: '' };
let operatorId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  const created = await runCommand(t.database.db, t.app.authSettings, ['create-operator', OPERATOR.username]);
  OPERATOR.password = /password: (\S+)/.exec(created.output)?.[1] ?? '';
  const signedIn = (await login()).json<AuthResponse>();
  admin = signedIn.tokens.access.token;
  operatorId = signedIn.player.id;
});
afterAll(() => t.close());

const codeAt = (secret: string, ms = clock.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
const login = (extra: Record<string, string> = {}) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { ...OPERATOR, ...extra } });
const status = async () => (await t.request({ method: 'GET', url: '/v1/admin/totp', token: admin })).json<TotpStatusResponse>();
const auditActions = async () =>
  await t.database.db.selectFrom('auditLog').select(['action', 'beforeState', 'afterState']).where('action', 'in', ['TOTP_ENROL', 'TOTP_ENABLE']).where('targetId', '=', String(operatorId)).orderBy('id').execute();

describe('an operator without TOTP', () => {
  it('may call only /v1/admin/totp (and the player calls): every other console call answers 403 with a message', async () => {
    const players = await t.request({ method: 'GET', url: '/v1/admin/players', token: admin });
    expect(players.statusCode).toBe(403);
    expect(players.json()).toMatchObject({ code: 'TOTP_ENROLMENT_REQUIRED', message: texts.console.security.errors.enrolmentRequired });
    const deposit = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: admin, payload: { playerId: 1, amount: 10 } });
    expect(deposit.json()).toMatchObject({ code: 'TOTP_ENROLMENT_REQUIRED' });
    expect(await status()).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: admin })).statusCode).toBe(200);
  });
});

describe('operator TOTP', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('enrols: a pending secret as an otpauth URI, stored encrypted; a wrong code activates nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/totp/enrol', token: admin });
    expect(res.statusCode).toBe(200);
    ({ secret } = res.json<TotpEnrolResponse>());
    expect(res.json<TotpEnrolResponse>().uri).toMatch(new RegExp(`^otpauth://totp/.*operator.*secret=${secret}.*period=30`));
    const row = await t.database.db.selectFrom('players').select(['totpSecret', 'totpPendingSecret']).where('usernameKey', '=', OPERATOR.username).executeTakeFirstOrThrow();
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).toMatch(/^v1\./);
    expect(row.totpPendingSecret).not.toContain(secret);

    const wrong = await t.request({ method: 'POST', url: '/v1/admin/totp/confirm', token: admin, payload: { code: codeAt(secret, clock.now() - 120_000) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: texts.admin.totp.invalid, code: 'TOTP_INVALID' });
    // Still off: the password alone signs in, and the console stays closed.
    expect(await status()).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0 });
    expect((await login()).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/admin/players', token: admin })).statusCode).toBe(403);
  });

  it('confirms with a code: recovery codes once (stored hashed), and sign-in needs a code from then on', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/totp/confirm', token: admin, payload: { code: codeAt(secret) } });
    expect(res.statusCode).toBe(200);
    ({ recoveryCodes } = res.json<TotpConfirmResponse>());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.database.db.selectFrom('recoveryCodes').select('codeHash').where('playerId', '=', operatorId).execute();
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(recoveryCodes).not.toContain(codeHash);

    const missing = await login();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: texts.admin.totp.required, code: 'TOTP_REQUIRED' });
    // The confirming code's step is used up.
    expect((await login({ totp: codeAt(secret) })).json()).toMatchObject({ code: 'TOTP_REPLAYED', message: texts.admin.totp.replayed });
    expect((await t.request({ method: 'POST', url: '/v1/admin/totp/enrol', token: admin })).statusCode).toBe(409);
    // The console opens, to the session that enrolled too.
    expect((await t.request({ method: 'GET', url: '/v1/admin/players', token: admin })).statusCode).toBe(200);
    expect(await status()).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(await auditActions()).toEqual([
      { action: 'TOTP_ENROL', beforeState: '{"totp":"OFF"}', afterState: '{"totp":"PENDING"}' },
      { action: 'TOTP_ENABLE', beforeState: '{"totp":"PENDING"}', afterState: '{"totp":"ON"}' },
    ]);
  });

  it('accepts a fresh code once, refuses a wrong or replayed one', async () => {
    clock.advance(30_000);
    const code = codeAt(secret);
    expect((await login({ totp: '000000' === code ? '111111' : '000000' })).json()).toMatchObject({ code: 'TOTP_INVALID' });
    const ok = await login({ totp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<AuthResponse>().player.role).toBe('ADMIN');
    expect((await login({ totp: code })).json()).toMatchObject({ code: 'TOTP_REPLAYED' });
    // An older step's code (still inside the window) is a replay too once a later step was used.
    clock.advance(30_000);
    expect((await login({ totp: code })).statusCode).toBe(401);
    expect((await login({ totp: codeAt(secret) })).statusCode).toBe(200);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const [first, second] = recoveryCodes as [string, string];
    expect((await login({ recoveryCode: first.toLowerCase().replace('-', ' ') })).statusCode).toBe(200);
    // A wrong code says how many are left before the second factor locks (second-factor-lock.test.ts).
    expect((await login({ recoveryCode: first })).json()).toMatchObject({ code: 'TOTP_INVALID', message: texts.admin.totp.invalidLeft(4) });
    expect((await login({ recoveryCode: 'AAAAA-AAAAA' })).statusCode).toBe(401);
    expect((await login({ recoveryCode: second })).statusCode).toBe(200);
    expect((await status()).recoveryCodesLeft).toBe(8);
  });

  it('t.admin() signs the first operator in the same way: enrolled once, with a fresh code, the token kept', async () => {
    const { token } = await t.admin();
    expect((await t.admin()).token).toBe(token);
    const first = await t.database.db.selectFrom('players').select(['totpSecret', 'lastSignInAt']).where('usernameKey', '=', 'operator').executeTakeFirstOrThrow();
    expect(first.totpSecret).toMatch(/^v1\./);
    expect(first.lastSignInAt).toBe(clock.now());
    expect((await t.request({ method: 'GET', url: '/v1/admin/players', token })).statusCode).toBe(200);
  });

  it('never asks a player for a code', async () => {
    await t.register('plainplayer');
    const res = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'plainplayer', password: 'secret123', totp: '123456' } });
    expect(res.statusCode).toBe(200);
  });
});
