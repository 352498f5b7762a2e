import type { AdminOperatorsResponse, CreateOperatorResponse, ResetOperatorTotpResponse, TotpStatusResponse } from '../../../../../../shared/api/admin-operators.js';
import type { TotpEnrolResponse } from '../../../../../../shared/api/admin-players.js';
import type { AuthResponse, TokensResponse } from '../../../../../../shared/api/auth.js';
import { texts } from '../../../../../../shared/texts.js';
import { totpCode } from '../../../../../testing/operator-session.js';
import { ADMIN, createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
  adminId = (await t.database.db.selectFrom('players').select('id').where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const s = texts.console.security;
const login = (username: string, password: string, extra: Record<string, string> = {}) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password, ...extra } });
const create = (username: string, token = admin) => t.request({ method: 'POST', url: '/v1/admin/operators', token, payload: { username } });
const resetTotp = (id: number, token = admin) => t.request({ method: 'POST', url: `/v1/admin/operators/${id}/reset-totp`, token });
const auditRows = (action: string) =>
  t.database.db.selectFrom('auditLog').select(['actorId', 'targetId', 'beforeState', 'afterState', 'ip']).where('action', '=', action).orderBy('id').execute();

describe('every /v1/admin/operators route is for operators only', () => {
  it('refuses a player token (403) and no token (401), changing nothing', async () => {
    const p = await t.register('notoperator1');
    const routes = [
      ['GET', '/v1/admin/operators'],
      ['GET', '/v1/admin/operators/export.csv'],
      ['POST', '/v1/admin/operators'],
      ['POST', `/v1/admin/operators/${adminId}/reset-totp`],
      ['GET', '/v1/admin/totp'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { payload: url.endsWith('operators') ? { username: 'sneaky001' } : {} } : {};
      expect([url, (await t.request({ method, url, token: p.token, ...payload })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request({ method, url, ...payload })).statusCode]).toEqual([url, 401]);
    }
    expect(await auditRows('OPERATOR_CREATE')).toEqual([]);
    expect(await auditRows('OPERATOR_TOTP_RESET')).toEqual([]);
  });
});

describe('the operators list', () => {
  it('shows each operator with TOTP, temporary password and last sign-in, paginated, never players', async () => {
    await t.register('listedplayer');
    const res = await t.request({ method: 'GET', url: '/v1/admin/operators', token: admin });
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminOperatorsResponse>();
    expect(list).toMatchObject({ page: 1, totalResults: 1, totalPages: 1 });
    expect(list.results).toEqual([
      { id: adminId, incId: adminId + 100_000, username: 'operator', totpEnabled: true, mustChangePassword: false, locked: false, createdAt: expect.any(String), lastSignInAt: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(list.results[0]!.lastSignInAt!)).toBeLessThan(60_000);
  });
});

describe('a new operator', () => {
  let id: number;
  let temporaryPassword: string;

  it('is created with a one-time temporary password and one audit row; bad or taken names are refused with a message', async () => {
    const res = await create('new-operator');
    expect(res.statusCode).toBe(201);
    const body = res.json<CreateOperatorResponse>();
    ({ temporaryPassword } = body);
    id = body.operator.id;
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(body.operator).toMatchObject({ username: 'new-operator', totpEnabled: false, mustChangePassword: true, lastSignInAt: null });
    expect(await auditRows('OPERATOR_CREATE')).toEqual([
      { actorId: adminId, targetId: String(id), beforeState: null, afterState: '{"username":"new-operator","role":"ADMIN","mustChangePassword":true}', ip: '127.0.0.1' },
    ]);
    expect(JSON.stringify(await auditRows('OPERATOR_CREATE'))).not.toContain(temporaryPassword);

    const taken = await create('NEW-operator');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: texts.errors.usernameTaken });
    const short = await create('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: texts.validation.usernameMin });
    expect(await auditRows('OPERATOR_CREATE')).toHaveLength(1);
  });

  it('must change the password, then turn TOTP on, before the console answers', async () => {
    const signedIn = await login('new-operator', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().mustChangePassword).toBe(true);
    let token = signedIn.json<AuthResponse>().tokens.access.token;
    for (const url of ['/v1/admin/totp', '/v1/admin/operators']) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: texts.admin.password.mustChange });
    }
    const changed = await t.request({ method: 'POST', url: '/v1/auth/change-password', token, payload: { oldPassword: temporaryPassword, newPassword: 'my-own-pass' } });
    expect(changed.statusCode).toBe(200);
    token = changed.json<TokensResponse>().tokens.access.token;

    const closed = await t.request({ method: 'GET', url: '/v1/admin/operators', token });
    expect(closed.json()).toMatchObject({ code: 'TOTP_ENROLMENT_REQUIRED', message: s.errors.enrolmentRequired });
    const { secret } = (await t.request({ method: 'POST', url: '/v1/admin/totp/enrol', token })).json<TotpEnrolResponse>();
    expect((await t.request({ method: 'POST', url: '/v1/admin/totp/confirm', token, payload: { code: totpCode(secret, Date.now()) } })).statusCode).toBe(200);
    const open = await t.request({ method: 'GET', url: '/v1/admin/operators', token });
    expect(open.statusCode).toBe(200);
    expect(open.json<AdminOperatorsResponse>().results.find((o) => o.id === id)).toMatchObject({ totpEnabled: true, mustChangePassword: false, lastSignInAt: expect.any(String) });
  });

  it("has their TOTP reset by another operator (one audit row), never by themselves; they enrol again", async () => {
    const own = await resetTotp(adminId);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'OWN_TOTP', message: s.errors.ownTotp });
    expect((await resetTotp(999_999)).json()).toMatchObject({ message: s.errors.operatorNotFound });
    const player = await t.register('resetplayer1');
    expect((await resetTotp(player.player.id)).statusCode).toBe(404);

    const res = await resetTotp(id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ResetOperatorTotpResponse>().operator).toMatchObject({ id, totpEnabled: false });
    expect(await auditRows('OPERATOR_TOTP_RESET')).toEqual([{ actorId: adminId, targetId: String(id), beforeState: '{"totp":"ON"}', afterState: '{"totp":"OFF"}', ip: '127.0.0.1' }]);
    expect(await t.database.db.selectFrom('recoveryCodes').select('id').where('playerId', '=', id).execute()).toEqual([]);

    const again = await resetTotp(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: s.errors.totpNotEnabled });
    expect(await auditRows('OPERATOR_TOTP_RESET')).toHaveLength(1);

    // The password alone signs in again; the console stays closed until they enrol again.
    const signedIn = await login('new-operator', 'my-own-pass');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<AuthResponse>().tokens.access.token;
    expect((await t.request({ method: 'GET', url: '/v1/admin/totp', token })).json<TotpStatusResponse>()).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    expect((await t.request({ method: 'GET', url: '/v1/admin/players', token })).statusCode).toBe(403);
  });

  it('exports every operator as CSV', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/admin/operators/export.csv', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(`\uFEFFID,Tài khoản,Xác thực 2 lớp,Trạng thái,Mật khẩu tạm thời,Ngày tạo (UTC),Đăng nhập gần nhất (UTC)`);
    expect(lines.slice(1, -1)).toEqual([expect.stringMatching(new RegExp(`^${adminId + 100_000},operator,Có,Đang hoạt động,Không,`)), expect.stringMatching(/,new-operator,Không,Đang hoạt động,Không,/)]);
  });
});
