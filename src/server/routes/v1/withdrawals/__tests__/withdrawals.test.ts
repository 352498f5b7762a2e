import type { CreateWithdrawalResponse, DecisionResponse, WithdrawalsResponse } from '../../../../../shared/api/withdrawals.js';
import { texts } from '../../../../../shared/texts.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { creditPoints, createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const bank = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };

/** A player with a linked bank and `points` on the balance. */
async function player(username: string, points: number, withBank = true) {
  const p = await t.register(username);
  if (withBank) await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: bank });
  if (points) await creditPoints(t, p.player.id, points);
  return p;
}

const withdraw = (token: string, payload: Record<string, unknown>, key?: string) =>
  t.request({ method: 'POST', url: '/v1/withdrawals', token, payload, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const balanceOf = async (token: string) => (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<{ balance: number }>().balance;
const decide = (id: number, action: 'approve' | 'reject', payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/admin/withdrawals/${id}/${action}`, token: admin, ...(payload ? { payload } : {}) });

describe('POST /v1/withdrawals', () => {
  it('refuses without a linked bank, below 50, with 5 decimals or above the balance, holding nothing', async () => {
    const noBank = await player('wdnobank1', 1000, false);
    const res = await withdraw(noBank.token, { amount: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Chưa liên kết ngân hàng');

    const p = await player('wdlimits1', 1000);
    for (const [amount, message] of [
      [49.9999, 'Quy đổi tối thiểu 50 điểm để đủ điều kiện'],
      [-100, 'Quy đổi tối thiểu 50 điểm để đủ điều kiện'],
      [60.00001, texts.accountArea.withdraw.amountDecimals],
      [1000.0001, texts.errors.insufficientBalance],
      [1e308, texts.errors.insufficientBalance],
    ] as const) {
      const r = await withdraw(p.token, { amount });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe(message);
    }
    expect(await balanceOf(p.token)).toBe(1000);
    expect((await t.request({ method: 'GET', url: '/v1/withdrawals', token: p.token })).json<WithdrawalsResponse>().totalWithdrawals).toBe(0);
  });

  it('holds the amount at once and stores the fee and the net VND of its tier', async () => {
    const p = await player('wdtiers01', 1_000_000);
    const cases = [
      [100, 15, 15, 85_000],
      [199_999.9999, 15, 29_999.9999, 170_000_000],
      [200_000, 20, 40_000, 160_000_000],
      [400_000, 30, 120_000, 280_000_000],
    ] as const;
    for (const [amount, feePercent, fee, netVnd] of cases) {
      const res = await withdraw(p.token, { amount });
      expect(res.statusCode).toBe(201);
      expect(res.json<CreateWithdrawalResponse>().withdrawal).toMatchObject({ amount, feePercent, fee, netVnd, status: 'PENDING', note: null });
    }
    expect(await balanceOf(p.token)).toBe(199_900.0001);
    const kinds = await t.database.db.selectFrom('ledgerEntries').select('kind').where('playerId', '=', p.player.id).orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_HOLD', 'WITHDRAW_HOLD', 'WITHDRAW_HOLD']);
  });

  it('answers a retry with the same Idempotency-Key with the first result, holding once', async () => {
    const p = await player('wdretry01', 500);
    const sent = jest.spyOn(t.app.ctx.events, 'emit');
    const first = await withdraw(p.token, { amount: 100 }, 'retry-key-1');
    const again = await withdraw(p.token, { amount: 100 }, 'retry-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // The replay moved nothing, so it announces no (by then possibly stale) balance.
    expect(sent.mock.calls.filter(([event]) => event === 'balanceChanged')).toHaveLength(1);
    sent.mockRestore();
    expect(await balanceOf(p.token)).toBe(400);
    const reused = await withdraw(p.token, { amount: 200 }, 'retry-key-1');
    expect(reused.statusCode).toBe(409);
    expect(await balanceOf(p.token)).toBe(400);
  });

  it('refuses fields a player may not set', async () => {
    const p = await player('wdmass001', 500);
    for (const payload of [{ amount: 100, status: 'APPROVED' }, { amount: 100, fee: 0 }, { amount: 100, netVnd: 1e9 }, { amount: 100, playerId: 1 }]) {
      const res = await withdraw(p.token, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await balanceOf(p.token)).toBe(500);
  });

  it('sends NEW_BALANCE to the player after the hold', async () => {
    const p = await player('wdevent01', 300);
    const sent = jest.spyOn(t.app.ctx.events, 'emit');
    await withdraw(p.token, { amount: 120 });
    expect(sent).toHaveBeenCalledWith('balanceChanged', { playerId: p.player.id, balance: 180 * 10_000, version: 2 });
    sent.mockRestore();
  });
});

describe('GET /v1/withdrawals', () => {
  it('lists the caller\'s own, newest first, with count and total that both leave out rejected ones, and filters by date', async () => {
    const p = await player('wdlist001', 1000);
    const other = await player('wdlist002', 1000);
    await withdraw(other.token, { amount: 70 });
    const a = (await withdraw(p.token, { amount: 100 })).json<CreateWithdrawalResponse>().withdrawal;
    const b = (await withdraw(p.token, { amount: 250.5 })).json<CreateWithdrawalResponse>().withdrawal;
    await decide(a.id, 'reject', { note: 'Sai thông tin' });
    const list = (await t.request({ method: 'GET', url: '/v1/withdrawals', token: p.token })).json<WithdrawalsResponse>();
    expect(list.withdrawals.map((w) => [w.id, w.status, w.note])).toEqual([
      [b.id, 'PENDING', null],
      [a.id, 'REJECTED', 'Sai thông tin'],
    ]);
    expect(list).toMatchObject({ totalWithdrawals: 1, totalWithdrawalAmount: 250.5 });

    const future = new Date(Date.now() + 3600_000).toISOString();
    const none = await t.request({ method: 'GET', url: `/v1/withdrawals?from=${encodeURIComponent(future)}`, token: p.token });
    expect(none.json<WithdrawalsResponse>()).toEqual({ withdrawals: [], totalWithdrawals: 0, totalWithdrawalAmount: 0, nextCursor: null });
    const past = new Date(Date.now() - 3600_000).toISOString();
    const range = await t.request({ method: 'GET', url: `/v1/withdrawals?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`, token: p.token });
    expect(range.json<WithdrawalsResponse>().withdrawals).toHaveLength(2);
    expect(range.json<WithdrawalsResponse>().totalWithdrawals).toBe(1);
  });

  it('tells the app the fee tiers it will apply', async () => {
    const p = await t.register('wdrules01');
    const res = await t.request({ method: 'GET', url: '/v1/withdrawals/rules', token: p.token });
    expect(res.json()).toEqual({
      minAmount: 50,
      vndPerPoint: 1000,
      feeTiers: [
        { below: 200_000, bps: 1500 },
        { below: 400_000, bps: 2000 },
        { below: null, bps: 3000 },
      ],
    });
  });
});

describe('operator decisions', () => {
  it('approves once; any second decision is refused and moves nothing', async () => {
    const p = await player('wdapprove', 500);
    const w = (await withdraw(p.token, { amount: 200 })).json<CreateWithdrawalResponse>().withdrawal;
    const notify = jest.spyOn(t.app.realtime, 'toPlayer');
    const ok = await decide(w.id, 'approve');
    expect(ok.statusCode).toBe(200);
    expect(ok.json<DecisionResponse>()).toMatchObject({ withdrawal: { id: w.id, status: 'APPROVED', bankName: 'Vietcombank' }, balance: 300 });
    expect(notify).toHaveBeenCalledWith(p.player.id, 'NOTIFICATION', expect.objectContaining({ title: 'Thông báo', content: expect.stringContaining('200') }));
    notify.mockRestore();
    for (const [action, payload] of [['approve', {}], ['reject', { note: 'muộn' }]] as const) {
      const again = await decide(w.id, action, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(texts.accountArea.withdraw.alreadyDecided);
    }
    expect(await balanceOf(p.token)).toBe(300);
    const list = (await t.request({ method: 'GET', url: '/v1/withdrawals', token: p.token })).json<WithdrawalsResponse>();
    expect(list.withdrawals[0]).toMatchObject({ status: 'APPROVED' });
  });

  it('rejects with a note and refunds the amount (WITHDRAW_REFUND), telling the player', async () => {
    const p = await player('wdreject1', 500);
    const w = (await withdraw(p.token, { amount: 200 })).json<CreateWithdrawalResponse>().withdrawal;
    const noNote = await decide(w.id, 'reject', { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe(texts.accountArea.withdraw.noteRequired);
    const missing = await decide(w.id, 'reject', {});
    expect(missing.statusCode).toBe(400);
    const balance = jest.spyOn(t.app.ctx.events, 'emit');
    const res = await decide(w.id, 'reject', { note: 'Sai số tài khoản' });
    expect(res.statusCode).toBe(200);
    expect(res.json<DecisionResponse>()).toMatchObject({ withdrawal: { status: 'REJECTED', note: 'Sai số tài khoản' }, balance: 500 });
    expect(balance).toHaveBeenCalledWith('balanceChanged', { playerId: p.player.id, balance: 500 * 10_000, version: 3 });
    balance.mockRestore();
    expect(await balanceOf(p.token)).toBe(500);
    const rows = await t.database.db.selectFrom('ledgerEntries').select(['kind', 'delta', 'refId']).where('playerId', '=', p.player.id).orderBy('id').execute();
    expect(rows.slice(1)).toEqual([
      { kind: 'WITHDRAW_HOLD', delta: -200 * 10_000, refId: String(w.id) },
      { kind: 'WITHDRAW_REFUND', delta: 200 * 10_000, refId: String(w.id) },
    ]);
    expect((await decide(w.id, 'reject', { note: 'lần nữa' })).statusCode).toBe(409);
    expect(await balanceOf(p.token)).toBe(500);
  });

  it('makes exactly one of two concurrent decisions, refunding at most once', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await player(`wdrace00${round}`, 500);
      const w = (await withdraw(p.token, { amount: 200 })).json<CreateWithdrawalResponse>().withdrawal;
      const results = await Promise.all([
        decide(w.id, 'reject', { note: 'một' }),
        decide(w.id, 'approve'),
        decide(w.id, 'reject', { note: 'hai' }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json<DecisionResponse>().withdrawal;
      expect(await balanceOf(p.token)).toBe(winner.status === 'REJECTED' ? 500 : 300);
      const refunds = await t.database.db.selectFrom('ledgerEntries').select('id').where('playerId', '=', p.player.id).where('kind', '=', 'WITHDRAW_REFUND').execute();
      expect(refunds).toHaveLength(winner.status === 'REJECTED' ? 1 : 0);
    }
  });

  it('is for operators only, answers 404 for an unknown withdrawal, and writes the audit log', async () => {
    const p = await player('wdaudit01', 500);
    const w = (await withdraw(p.token, { amount: 100 })).json<CreateWithdrawalResponse>().withdrawal;
    const asPlayer = await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${w.id}/approve`, token: p.token, payload: {} });
    expect(asPlayer.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/admin/withdrawals', token: p.token })).statusCode).toBe(403);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    await decide(w.id, 'approve', { note: 'Đã chuyển khoản' });
    const log = await t.database.db.selectFrom('auditLog').selectAll().where('targetType', '=', 'withdrawal').where('targetId', '=', String(w.id)).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'WITHDRAWAL_APPROVE' });
    expect(JSON.parse(log[0]!.details!)).toMatchObject({ playerId: p.player.id, amount: 100 * 10_000, note: 'Đã chuyển khoản' });
    const queue = (await t.request({ method: 'GET', url: '/v1/admin/withdrawals?status=APPROVED', token: admin })).json<{ results: Array<{ id: number }> }>();
    expect(queue.results.map((r) => r.id)).toContain(w.id);
  });
});

describe('GET /v1/ledger', () => {
  it('pages through the caller\'s own rows only, newest first', async () => {
    const p = await player('ledgerapi1', 500);
    await withdraw(p.token, { amount: 100 });
    await withdraw(p.token, { amount: 60 });
    const first = (await t.request({ method: 'GET', url: '/v1/ledger?limit=2', token: p.token })).json();
    expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(first.results.map((r: { kind: string; delta: number; balanceAfter: number }) => [r.kind, r.delta, r.balanceAfter])).toEqual([
      ['WITHDRAW_HOLD', -60, 340],
      ['WITHDRAW_HOLD', -100, 400],
    ]);
    const second = (await t.request({ method: 'GET', url: '/v1/ledger?limit=2&page=2', token: p.token })).json();
    expect(second.results).toHaveLength(1);
    expect(second.results[0]).toMatchObject({ kind: 'DEPOSIT', delta: 500 });
  });
});
