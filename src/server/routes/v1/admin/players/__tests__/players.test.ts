import type { AdjustmentResponse, AdminPlayerDetail, AdminPlayersResponse, TemporaryPasswordResponse } from '../../../../../../shared/api/admin-players.js';
import type { AuthResponse } from '../../../../../../shared/api/auth.js';
import { DEFAULT_BALANCE_MAX } from '../../../../../../shared/money.js';
import { texts } from '../../../../../../shared/texts.js';
import { ledgerProblems } from '../../../../../modules/ledger/ledger.checks.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const auditRows = (targetId: number) =>
  t.database.db.selectFrom('auditLog').select(['action', 'actorId', 'beforeState', 'afterState', 'ip']).where('targetType', '=', 'player').where('targetId', '=', String(targetId)).orderBy('id').execute();
const login = (username: string, password: string) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password } });
const post = (url: string, payload: unknown = {}, token = admin, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, token, payload: payload as object, headers });

describe('every /v1/admin/players route is for operators only', () => {
  const routes = (id: number) => [
    ['GET', '/v1/admin/players?q=abc'],
    ['GET', `/v1/admin/players/${id}`],
    ['POST', `/v1/admin/players/${id}/lock`],
    ['POST', `/v1/admin/players/${id}/unlock`],
    ['POST', `/v1/admin/players/${id}/temporary-password`],
    ['POST', `/v1/admin/players/${id}/adjustments`],
    ['POST', '/v1/admin/totp/enrol'],
    ['POST', '/v1/admin/totp/confirm'],
  ] as const;

  it('refuses a player token (403) and no token (401), changing nothing', async () => {
    const p = await t.register('notanoperator');
    for (const [method, url] of routes(p.player.id)) {
      const payload = url.endsWith('adjustments') ? { amount: 100, reason: 'x' } : url.endsWith('confirm') ? { code: '123456' } : {};
      expect([url, (await t.request({ method, url, token: p.token, ...(method === 'POST' ? { payload } : {}) })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request({ method, url, ...(method === 'POST' ? { payload } : {}) })).statusCode]).toEqual([url, 401]);
    }
    expect(await auditRows(p.player.id)).toEqual([]);
    expect((await login('notanoperator', 'secret123')).statusCode).toBe(200);
  });
});

describe('GET /v1/admin/players', () => {
  it('finds a player by the public ID the app shows, username prefix, phone or bank account, paginated', async () => {
    const a = await t.register('searchalpha');
    const b = await t.register('searchbeta1');
    await t.request({ method: 'PATCH', url: `/v1/players/${b.player.id}`, token: b.token, payload: { phoneNumber: '0912345678', bankName: 'VCB', bankAccountNumber: '99887766', bankAccountHolder: 'TRAN B' } });
    const find = async (q: string, extra = '') => (await t.request({ method: 'GET', url: `/v1/admin/players?q=${encodeURIComponent(q)}${extra}`, token: admin })).json<AdminPlayersResponse>();
    expect((await find(String(a.player.incId))).results.map((r) => r.username)).toEqual(['searchalpha']);
    expect((await find('SEARCH')).results.map((r) => r.username)).toEqual(['searchbeta1', 'searchalpha']);
    expect((await find('0912345678')).results.map((r) => r.id)).toEqual([b.player.id]);
    expect((await find('99887766')).results).toEqual([expect.objectContaining({ incId: b.player.incId, bankAccountNumber: '99887766', locked: false, balance: 0 })]);
    // LIKE wildcards match only themselves; operators are not listed.
    expect((await find('search_')).results).toEqual([]);
    expect((await find('operator')).results).toEqual([]);
    const page = await find('search', '&page=2&limit=1');
    expect(page).toMatchObject({ page: 2, limit: 1, totalPages: 2, totalResults: 2, results: [{ username: 'searchalpha' }] });
  });

  it('counts every player without a search, and stops counting a search past its cap', async () => {
    for (const name of ['capped01', 'capped02', 'capped03']) await t.register(name);
    const all = (await t.request({ method: 'GET', url: '/v1/admin/players?limit=2', token: admin })).json<AdminPlayersResponse>();
    const players = await t.database.db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'PLAYER').executeTakeFirstOrThrow();
    expect(all.totalResults).toBe(Number(players.n));
    expect(all.moreResults).toBeUndefined();
    expect(all.results).toHaveLength(2);
    const search = (await t.request({ method: 'GET', url: '/v1/admin/players?q=capped&limit=2', token: admin })).json<AdminPlayersResponse>();
    expect([search.totalResults, search.totalPages, search.moreResults]).toEqual([3, 2, undefined]);
  });

  it('refuses a bad page with a clear 400', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/admin/players?page=0', token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
  });
});

describe('GET /v1/admin/players/{id}', () => {
  it('shows profile, account state, upline and downline counts', async () => {
    const up = await t.register('detailupline');
    const refCode = up.player.refId;
    const res = await t.request({ method: 'POST', url: '/v1/auth/register', payload: { username: 'detailchild', password: 'secret123', passwordConfirm: 'secret123', ref: refCode } });
    const child = res.json<AuthResponse>().player;
    await t.fund(child.id, 12.5);
    const detail = (await t.request({ method: 'GET', url: `/v1/admin/players/${child.id}`, token: admin })).json<AdminPlayerDetail>();
    expect(detail).toMatchObject({ player: { id: child.id, incId: child.incId, balance: 12.5 }, locked: false, mustChangePassword: false, upline: { id: up.player.id, incId: up.player.incId, username: 'detailupline' } });
    const upDetail = (await t.request({ method: 'GET', url: `/v1/admin/players/${up.player.id}`, token: admin })).json<AdminPlayerDetail>();
    expect(upDetail.downline).toEqual({ levels: [1, 0, 0, 0, 0, 0, 0], total: 1 });
    expect(upDetail.upline).toBeNull();
  });

  it('answers 404 for an unknown id and for an operator', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/admin/players/999999', token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(texts.admin.players.notFound);
    const operator = await t.database.db.selectFrom('players').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
    expect((await post(`/v1/admin/players/${operator.id}/lock`)).statusCode).toBe(404);
  });
});

describe('lock and unlock', () => {
  it('a locked player cannot sign in, their tokens stop, and each change writes one audit row', async () => {
    const p = await t.register('lockme0001');
    const ended = jest.spyOn(t.app.ctx.events, 'emit');
    const res = await post(`/v1/admin/players/${p.player.id}/lock`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: p.player.id, locked: true });
    expect(ended).toHaveBeenCalledWith('sessionsEnded', { playerId: p.player.id });
    ended.mockRestore();
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: p.token })).statusCode).toBe(401);
    const refused = await login('lockme0001', 'secret123');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: texts.errors.accountLocked, code: 'ACCOUNT_LOCKED' });
    // A second lock is refused and writes nothing.
    expect((await post(`/v1/admin/players/${p.player.id}/lock`)).statusCode).toBe(409);
    expect((await post(`/v1/admin/players/${p.player.id}/unlock`)).statusCode).toBe(200);
    expect((await post(`/v1/admin/players/${p.player.id}/unlock`)).statusCode).toBe(409);
    expect((await login('lockme0001', 'secret123')).statusCode).toBe(200);
    expect(await auditRows(p.player.id)).toEqual([
      { action: 'PLAYER_LOCK', actorId: expect.any(Number), beforeState: '{"locked":false}', afterState: '{"locked":true}', ip: '127.0.0.1' },
      { action: 'PLAYER_UNLOCK', actorId: expect.any(Number), beforeState: '{"locked":true}', afterState: '{"locked":false}', ip: '127.0.0.1' },
    ]);
  });
});

describe('temporary password', () => {
  it('is shown once, ends sessions, and must be changed at the next sign-in', async () => {
    const p = await t.register('forgetful01');
    const res = await post(`/v1/admin/players/${p.player.id}/temporary-password`);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json<TemporaryPasswordResponse>();
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: p.token })).statusCode).toBe(401);
    expect((await login('forgetful01', 'secret123')).statusCode).toBe(401);
    const signedIn = await login('forgetful01', temporaryPassword);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().mustChangePassword).toBe(true);
    const token = signedIn.json<AuthResponse>().tokens.access.token;
    const changed = await t.request({ method: 'POST', url: '/v1/auth/change-password', token, payload: { oldPassword: temporaryPassword, newPassword: 'mine-again' } });
    expect(changed.statusCode).toBe(200);
    const after = await login('forgetful01', 'mine-again');
    expect(after.statusCode).toBe(200);
    expect(after.json<AuthResponse>().mustChangePassword).toBeUndefined();
    const rows = await auditRows(p.player.id);
    expect(rows).toEqual([expect.objectContaining({ action: 'PLAYER_TEMPORARY_PASSWORD', afterState: '{"mustChangePassword":true}' })]);
    expect(JSON.stringify(rows)).not.toContain(temporaryPassword);
  });
});

describe('POST /v1/admin/players/{id}/adjustments', () => {
  const adjust = (id: number, payload: unknown, key?: string) => post(`/v1/admin/players/${id}/adjustments`, payload, admin, key ? { 'idempotency-key': key } : {});
  const balance = async (id: number) => (await t.database.db.selectFrom('players').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;

  it('credits and debits through the ADJUSTMENTS account, once per Idempotency-Key, one audit row each', async () => {
    const p = await t.register('adjustme01');
    const credit = await adjust(p.player.id, { amount: 150.25, reason: 'Bù điểm lỗi hệ thống' }, 'adj-1');
    expect(credit.statusCode).toBe(201);
    expect(credit.json<AdjustmentResponse>()).toEqual({ balance: 150.25, balanceVersion: 1 });
    expect((await adjust(p.player.id, { amount: 150.25, reason: 'Bù điểm lỗi hệ thống' }, 'adj-1')).json()).toEqual(credit.json());
    const debit = await adjust(p.player.id, { amount: -50, reason: '  Thu hồi điểm cộng nhầm  ' });
    expect(debit.json<AdjustmentResponse>()).toEqual({ balance: 100.25, balanceVersion: 2 });
    const rows = await t.database.db.selectFrom('ledgerEntries').select(['playerId', 'systemAccount', 'delta', 'kind', 'note']).where('refType', '=', 'adjustment').orderBy('id').execute();
    expect(rows).toEqual([
      { playerId: p.player.id, systemAccount: null, delta: 1_502_500, kind: 'ADJUSTMENT', note: 'Bù điểm lỗi hệ thống' },
      { playerId: null, systemAccount: 'ADJUSTMENTS', delta: -1_502_500, kind: 'ADJUSTMENT', note: 'Bù điểm lỗi hệ thống' },
      { playerId: p.player.id, systemAccount: null, delta: -500_000, kind: 'ADJUSTMENT', note: 'Thu hồi điểm cộng nhầm' },
      { playerId: null, systemAccount: 'ADJUSTMENTS', delta: 500_000, kind: 'ADJUSTMENT', note: 'Thu hồi điểm cộng nhầm' },
    ]);
    expect(await auditRows(p.player.id)).toEqual([
      expect.objectContaining({ action: 'BALANCE_ADJUST', beforeState: '{"balance":0}', afterState: '{"balance":1502500}' }),
      expect.objectContaining({ action: 'BALANCE_ADJUST', beforeState: '{"balance":1502500}', afterState: '{"balance":1002500}' }),
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await t.register('adjustbad1');
    await t.fund(p.player.id, 10);
    const a = texts.admin.adjustment;
    const cases: Array<[unknown, number, string]> = [
      [{ amount: -10.0001, reason: 'quá tay' }, 400, a.belowZero('10')],
      [{ amount: DEFAULT_BALANCE_MAX, reason: 'quá lớn' }, 400, texts.errors.balanceCap],
      [{ amount: 0, reason: 'không' }, 400, a.amountZero],
      [{ amount: 1.00001, reason: 'lẻ' }, 400, a.amountDecimals],
      [{ amount: 5, reason: '   ' }, 400, a.reasonRequired],
      [{ amount: 5 }, 400, expect.any(String) as unknown as string],
      [{ amount: '5', reason: 'chuỗi' }, 400, 'Số điểm phải là một số'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await adjust(p.player.id, payload);
      expect([payload, res.statusCode, res.json<{ message: string }>().message]).toEqual([payload, status, message]);
    }
    expect((await adjust(999_999, { amount: 5, reason: 'không ai' })).statusCode).toBe(404);
    expect(await balance(p.player.id)).toBe(100_000);
    expect(await auditRows(p.player.id)).toEqual([]);
  });
});
