import type { AdminDepositResponse, DepositsResponse } from '../../../../../../shared/api/deposits.js';
import { DEFAULT_BALANCE_MAX, MAX_POINTS } from '../../../../../../shared/money.js';
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

const deposit = (payload: Record<string, unknown>, token = admin, key?: string) =>
  t.request({ method: 'POST', url: '/v1/admin/deposits', token, payload, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const balanceOf = async (token: string) => (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<{ balance: number }>().balance;

describe('POST /v1/admin/deposits', () => {
  it('credits a SUCCESS deposit through the ledger, telling the player', async () => {
    const p = await t.register('depositok1');
    const toPlayer = jest.spyOn(t.app.realtime, 'toPlayer');
    const res = await deposit({ playerId: p.player.id, amount: 1234.5678, note: 'Chuyển khoản VCB' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminDepositResponse>()).toMatchObject({ deposit: { amount: 1234.5678, status: 'SUCCESS', note: 'Chuyển khoản VCB' }, balance: 1234.5678 });
    expect(toPlayer).toHaveBeenCalledWith(p.player.id, 'NEW_BALANCE', { balance: 1234.5678, balanceVersion: 1 });
    expect(toPlayer).toHaveBeenCalledWith(p.player.id, 'NOTIFICATION', expect.objectContaining({ title: 'Thông báo', content: expect.stringContaining('1,234.5678') }));
    toPlayer.mockRestore();
    expect(await balanceOf(p.token)).toBe(1234.5678);
    const rows = await t.database.db.selectFrom('ledgerEntries').select(['playerId', 'systemAccount', 'kind', 'delta', 'refType']).where('refType', '=', 'deposit').where('refId', '=', String(res.json<AdminDepositResponse>().deposit.id)).orderBy('id').execute();
    // Double entry: the points come from CASH_IN.
    expect(rows).toEqual([
      { playerId: p.player.id, systemAccount: null, kind: 'DEPOSIT', delta: 12_345_678, refType: 'deposit' },
      { playerId: null, systemAccount: 'CASH_IN', kind: 'DEPOSIT', delta: -12_345_678, refType: 'deposit' },
    ]);
    const log = await t.database.db.selectFrom('auditLog').select(['action', 'actorId']).where('targetType', '=', 'deposit').execute();
    expect(log).toContainEqual({ action: 'DEPOSIT_CREATE', actorId: expect.any(Number) });
  });

  it('records a FAILED deposit without crediting it', async () => {
    const p = await t.register('depositko1');
    const events = jest.spyOn(t.app.ctx.events, 'emit');
    const res = await deposit({ playerId: p.player.id, amount: 500, status: 'FAILED', note: 'Sai nội dung' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdminDepositResponse>()).toMatchObject({ deposit: { status: 'FAILED' }, balance: 0 });
    expect(events.mock.calls.filter(([event]) => event === 'balanceChanged')).toEqual([]);
    events.mockRestore();
    expect(await balanceOf(p.token)).toBe(0);
    const list = (await t.request({ method: 'GET', url: '/v1/deposits', token: p.token })).json<DepositsResponse>();
    expect(list).toMatchObject({ totalDeposits: 0, totalDepositAmount: 0 });
    expect(list.deposits[0]).toMatchObject({ amount: 500, status: 'FAILED', note: 'Sai nội dung' });
  });

  it('is for operators only', async () => {
    const p = await t.register('depositnot');
    expect((await deposit({ playerId: p.player.id, amount: 100 }, p.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/admin/deposits', payload: { playerId: p.player.id, amount: 100 } })).statusCode).toBe(401);
    expect(await balanceOf(p.token)).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first result, crediting once', async () => {
    const p = await t.register('depositidm');
    const notified = jest.spyOn(t.app.realtime, 'toPlayer');
    const first = await deposit({ playerId: p.player.id, amount: 100 }, admin, 'dep-1');
    const again = await deposit({ playerId: p.player.id, amount: 100 }, admin, 'dep-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const concurrent = await Promise.all([1, 2, 3].map(() => deposit({ playerId: p.player.id, amount: 50 }, admin, 'dep-2')));
    expect(new Set(concurrent.map((r) => r.json<AdminDepositResponse>().deposit.id)).size).toBe(1);
    // The player hears of each deposit once (NEW_BALANCE and NOTIFICATION), however often it was sent.
    expect(notified.mock.calls.filter(([id]) => id === p.player.id)).toHaveLength(4);
    notified.mockRestore();
    expect(await balanceOf(p.token)).toBe(150);
    expect((await deposit({ playerId: p.player.id, amount: 999 }, admin, 'dep-1')).statusCode).toBe(409);
    expect(await balanceOf(p.token)).toBe(150);
  });

  it('refuses bad amounts, unknown players and unknown fields', async () => {
    const p = await t.register('depositbad');
    for (const [payload, status, message] of [
      [{ playerId: p.player.id, amount: 0 }, 400, texts.accountArea.deposit.amountPositive],
      [{ playerId: p.player.id, amount: -5 }, 400, texts.accountArea.deposit.amountPositive],
      [{ playerId: p.player.id, amount: 1.00001 }, 400, texts.accountArea.withdraw.amountDecimals],
      [{ playerId: p.player.id, amount: 1e15 }, 400, texts.accountArea.deposit.amountTooLarge],
      [{ playerId: 987_654, amount: 10 }, 404, texts.accountArea.deposit.playerNotFound],
      [{ playerId: p.player.id, amount: 10, operatorId: 1 }, 400, texts.errors.unknownField('operatorId')],
      [{ playerId: p.player.id, amount: 10, status: 'PENDING' }, 400, undefined],
    ] as const) {
      const res = await deposit(payload);
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await balanceOf(p.token)).toBe(0);
  });
});

describe('the balance maximum', () => {
  it('credits up to the maximum exactly and refuses any credit past it, moving nothing', async () => {
    const p = await t.register('depositcap');
    const max = DEFAULT_BALANCE_MAX;
    expect((await deposit({ playerId: p.player.id, amount: max - 0.0001 })).statusCode).toBe(201);
    expect((await deposit({ playerId: p.player.id, amount: 0.0001 })).json<AdminDepositResponse>().balance).toBe(max);
    for (const amount of [0.0001, max, MAX_POINTS]) {
      const res = await deposit({ playerId: p.player.id, amount });
      expect([res.statusCode, res.json().message]).toEqual([400, texts.errors.balanceCap]);
    }
    expect(await balanceOf(p.token)).toBe(max);
    const rows = await t.database.db.selectFrom('ledgerEntries').select(['balanceAfter']).where('playerId', '=', p.player.id).orderBy('id').execute();
    expect(rows.map((r) => r.balanceAfter)).toEqual([max * 10_000 - 1, max * 10_000]);
    const list = (await t.request({ method: 'GET', url: '/v1/deposits', token: p.token })).json<DepositsResponse>();
    expect(list.totalDeposits).toBe(2);
  });
});

describe('GET /v1/deposits', () => {
  it("lists the caller's own deposits, newest first, counting only SUCCESS ones in both count and total", async () => {
    const p = await t.register('depositls1');
    const other = await t.register('depositls2');
    await deposit({ playerId: p.player.id, amount: 100 });
    await deposit({ playerId: p.player.id, amount: 40, status: 'FAILED' });
    await deposit({ playerId: p.player.id, amount: 60.5 });
    await deposit({ playerId: other.player.id, amount: 1000 });
    const list = (await t.request({ method: 'GET', url: '/v1/deposits', token: p.token })).json<DepositsResponse>();
    expect(list.deposits.map((d) => [d.amount, d.status])).toEqual([
      [60.5, 'SUCCESS'],
      [40, 'FAILED'],
      [100, 'SUCCESS'],
    ]);
    expect(list).toMatchObject({ totalDeposits: 2, totalDepositAmount: 160.5 });
    expect((await t.request({ method: 'GET', url: '/v1/deposits' })).statusCode).toBe(401);
  });
});
