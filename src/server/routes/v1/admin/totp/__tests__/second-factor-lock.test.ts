import { Secret, TOTP } from 'otpauth';
import type { DashboardResponse } from '../../../../../../shared/api/dashboard.js';
import type { TotpConfirmResponse, TotpEnrolResponse } from '../../../../../../shared/api/admin-players.js';
import type { AuthResponse } from '../../../../../../shared/api/auth.js';
import { texts } from '../../../../../../shared/texts.js';
import { ManualClock } from '../../../../../lib/clock.js';
import { runCommand } from '../../../../../modules/operators/operators.cli.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// Issue 47: with an operator's password known, their second factor cannot be guessed. A few wrong
// codes lock it for a time that doubles, whatever the addresses and however many arrive at once;
// while locked even the right code is refused; recovery codes count alike; all of it is audited and
// shown to the other operators.

const clock = new ManualClock(Date.UTC(2026, 10, 28, 9, 0, 5));
let t: TestApp;
const OPERATOR = { username: 'guarded-operator', password: '' };
let operatorId: number;
let secret: string;
let recoveryCodes: string[];

const codeAt = (ms = clock.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
/** A code that is none of the window's three (previous, current, next step). */
const wrongCode = () => {
  const valid = new Set([codeAt(clock.now() - 30_000), codeAt(), codeAt(clock.now() + 30_000)]);
  for (let n = 0; ; n++) {
    const code = String(123456 + n * 7919).padStart(6, '0').slice(-6);
    if (!valid.has(code)) return code;
  }
};
let address = 0;
/** Each attempt from another address: the lock is the account's, not an address's. */
const login = (extra: Record<string, string>) =>
  t.request({ method: 'POST', url: '/v1/auth/login', payload: { ...OPERATOR, ...extra }, remoteAddress: `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}` });
const auditRows = (action: string) =>
  t.database.db.selectFrom('auditLog').select(['actorId', 'ip', 'details']).where('action', '=', action as never).where('targetId', '=', String(operatorId)).orderBy('id').execute();

beforeAll(async () => {
  // Generous per-address limits and password queue: what is under test is the account's own allowance.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000', HASH_QUEUE: '32' }, { clock });
  const created = await runCommand(t.database.db, t.app.authSettings, ['create-operator', OPERATOR.username]);
  OPERATOR.password = /password: (\S+)/.exec(created.output)?.[1] ?? '';
  const signedIn = (await login({})).json<AuthResponse>();
  operatorId = signedIn.player.id;
  const token = signedIn.tokens.access.token;
  ({ secret } = (await t.request({ method: 'POST', url: '/v1/admin/totp/enrol', token })).json<TotpEnrolResponse>());
  ({ recoveryCodes } = (await t.request({ method: 'POST', url: '/v1/admin/totp/confirm', token, payload: { code: codeAt() } })).json<TotpConfirmResponse>());
  clock.advance(30_000);
});
afterAll(() => t.close());

describe("an operator's second factor", () => {
  it('locks after 5 wrong codes from 5 addresses: then even the right code is refused, with a message and Retry-After', async () => {
    for (let left = 4; left >= 1; left--) {
      const res = await login({ totp: wrongCode() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'TOTP_INVALID', message: texts.admin.totp.invalidLeft(left) });
    }
    const fifth = await login({ totp: wrongCode() });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'TOTP_LOCKED', message: texts.admin.totp.locked(5) });
    expect(fifth.headers['retry-after']).toBe('300');

    const right = await login({ totp: codeAt() });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'TOTP_LOCKED', message: texts.admin.totp.locked(5) });
    // A recovery code is no way around it.
    expect((await login({ recoveryCode: recoveryCodes[0]! })).json()).toMatchObject({ code: 'TOTP_LOCKED' });

    const failures = await auditRows('TOTP_FAILED');
    expect(failures).toHaveLength(5);
    expect(new Set(failures.map((f) => f.ip)).size).toBe(5);
    expect(failures.every((f) => f.actorId === operatorId)).toBe(true);
    const locks = await auditRows('TOTP_LOCKED');
    expect(locks).toHaveLength(1);
    expect(JSON.parse(locks[0]!.details!)).toMatchObject({ attempts: 5, until: new Date(clock.now() + 300_000).toISOString(), lock: 1 });
  });

  it('is shown to the other operators: the dashboard lists the lock, the metric counts it', async () => {
    const admin = await t.admin();
    const dashboard = (await t.request({ method: 'GET', url: '/v1/admin/dashboard', token: admin.token })).json<DashboardResponse>();
    expect(dashboard.secondFactorLocks).toEqual([
      { operatorId, username: OPERATOR.username, lockedAt: new Date(clock.now()).toISOString(), lockedUntil: new Date(clock.now() + 300_000).toISOString() },
    ]);
    expect(await t.app.metrics.scrape()).toMatch(/^lumina_second_factors_locked 1$/m);
  });

  it('opens again when the lock ends; the next lock lasts twice as long', async () => {
    clock.advance(300_000);
    for (let i = 0; i < 4; i++) expect((await login({ totp: wrongCode() })).statusCode).toBe(401);
    const locked = await login({ totp: wrongCode() });
    expect(locked.json()).toMatchObject({ code: 'TOTP_LOCKED', message: texts.admin.totp.locked(10) });
    expect(locked.headers['retry-after']).toBe('600');
    clock.advance(599_000);
    expect((await login({ totp: codeAt() })).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await login({ totp: codeAt() })).statusCode).toBe(200);
  });

  it('a right code gives the whole allowance back, and the locks start over at 5 minutes', async () => {
    clock.advance(30_000);
    for (let i = 0; i < 4; i++) expect((await login({ totp: wrongCode() })).statusCode).toBe(401);
    expect((await login({ totp: codeAt() })).statusCode).toBe(200);
    clock.advance(30_000);
    for (let i = 0; i < 4; i++) expect((await login({ totp: wrongCode() })).statusCode).toBe(401);
    expect((await login({ totp: wrongCode() })).json()).toMatchObject({ code: 'TOTP_LOCKED', message: texts.admin.totp.locked(5) });
  });

  it('wrong recovery codes count the same, and 20 attempts at once are never more than 5 checked', async () => {
    clock.advance(300_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? { recoveryCode: `AAAAA-${String(i).padStart(5, 'B')}` } : { totp: wrongCode() })),
    );
    const failures = (await auditRows('TOTP_FAILED')).length;
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(16);
    expect(answers.every((a) => ['TOTP_INVALID', 'TOTP_LOCKED'].includes(a.json<{ code: string }>().code))).toBe(true);
    // 5 + 5 + 9 wrong codes before this test, 5 in it: not one more was evaluated.
    expect(failures).toBe(24);
    expect(await auditRows('TOTP_LOCKED')).toHaveLength(4);
    // The right code, at once after: still locked.
    expect((await login({ totp: codeAt() })).json()).toMatchObject({ code: 'TOTP_LOCKED' });
  });

  it('turned off by another operator (lost phone), the next enrolment starts with the whole allowance', async () => {
    const admin = await t.admin();
    expect((await t.request({ method: 'POST', url: `/v1/admin/operators/${operatorId}/reset-totp`, token: admin.token })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('secondFactorGuards').selectAll().where('playerId', '=', operatorId).execute()).toEqual([]);
    expect((await login({})).statusCode).toBe(200);
  });
});
