import { Secret, TOTP } from 'otpauth';
import type { TotpConfirmResponse, TotpEnrolResponse } from '../../../../../../shared/api/admin-players.js';
import type { AuthResponse } from '../../../../../../shared/api/auth.js';
import { texts } from '../../../../../../shared/texts.js';
import { ManualClock } from '../../../../../lib/clock.js';
import { ADMIN, createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// A step boundary plus 5 s: codes of "now" stay valid while the test runs.
const clock = new ManualClock(Date.UTC(2026, 10, 23, 9, 0, 5));
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const codeAt = (secret: string, ms = clock.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
const login = (extra: Record<string, string> = {}) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { ...ADMIN, ...extra } });
const auditActions = async () => (await t.database.db.selectFrom('auditLog').select(['action', 'beforeState', 'afterState']).where('action', 'like', 'TOTP%').orderBy('id').execute());

describe('operator TOTP', () => {
  let secret: string;
  let recoveryCodes: string[];

  it('enrols: a pending secret as an otpauth URI, stored encrypted; a wrong code activates nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/totp/enrol', token: admin });
    expect(res.statusCode).toBe(200);
    ({ secret } = res.json<TotpEnrolResponse>());
    expect(res.json<TotpEnrolResponse>().uri).toMatch(new RegExp(`^otpauth://totp/.*operator.*secret=${secret}.*period=30`));
    const row = await t.database.db.selectFrom('players').select(['totpSecret', 'totpPendingSecret']).where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow();
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).toMatch(/^v1\./);
    expect(row.totpPendingSecret).not.toContain(secret);

    const wrong = await t.request({ method: 'POST', url: '/v1/admin/totp/confirm', token: admin, payload: { code: codeAt(secret, clock.now() - 120_000) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: texts.admin.totp.invalid, code: 'TOTP_INVALID' });
    // Still off: the password alone signs in.
    expect((await login()).statusCode).toBe(200);
  });

  it('confirms with a code: recovery codes once (stored hashed), and sign-in needs a code from then on', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/admin/totp/confirm', token: admin, payload: { code: codeAt(secret) } });
    expect(res.statusCode).toBe(200);
    ({ recoveryCodes } = res.json<TotpConfirmResponse>());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.database.db.selectFrom('recoveryCodes').select('codeHash').execute();
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(recoveryCodes).not.toContain(codeHash);

    const missing = await login();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: texts.admin.totp.required, code: 'TOTP_REQUIRED' });
    // The confirming code's step is used up.
    expect((await login({ totp: codeAt(secret) })).json()).toMatchObject({ code: 'TOTP_REPLAYED', message: texts.admin.totp.replayed });
    expect((await t.request({ method: 'POST', url: '/v1/admin/totp/enrol', token: admin })).statusCode).toBe(409);
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
    expect((await login({ recoveryCode: first })).json()).toMatchObject({ code: 'TOTP_INVALID', message: texts.admin.totp.invalid });
    expect((await login({ recoveryCode: 'AAAAA-AAAAA' })).statusCode).toBe(401);
    expect((await login({ recoveryCode: second })).statusCode).toBe(200);
    const left = await t.database.db.selectFrom('recoveryCodes').select('id').where('usedAt', 'is', null).execute();
    expect(left).toHaveLength(8);
  });

  it('never asks a player for a code', async () => {
    await t.register('plainplayer');
    const res = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'plainplayer', password: 'secret123', totp: '123456' } });
    expect(res.statusCode).toBe(200);
  });
});
