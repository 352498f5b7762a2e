import type { DepositsResponse } from '../../shared/api/deposits.js';
import type { GiftResponse } from '../../shared/api/growth.js';
import type { CreateWithdrawalResponse, WithdrawalsResponse } from '../../shared/api/withdrawals.js';
import { ledgerProblems } from '../modules/ledger/ledger.checks.js';
import { bankedPlayer, createTestApp, creditPoints, type TestApp } from '../testing/test-app.js';

// Issue 30: the deposit, withdrawal and gift histories page by cursor too. With no query, the
// deposit and withdrawal lists answer as the spec calls them: every row, with the totals.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterAll(() => t.close());
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));

const get = async <T>(url: string, token: string): Promise<T> => {
  const res = await t.request({ method: 'GET', url, token });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json<T>();
};

/** Reads a history page after page from its first, `at` giving a page's URL for a cursor; answers every page. */
async function walk<T extends { nextCursor: string | null }>(token: string, at: (cursor: string | null) => string): Promise<T[]> {
  const pages = [await get<T>(at(null), token)];
  while (pages.at(-1)!.nextCursor !== null) pages.push(await get<T>(at(pages.at(-1)!.nextCursor), token));
  return pages;
}

describe('GET /v1/deposits', () => {
  it('pages by cursor with the totals (credited ones only) on the first page; with no query, every deposit as before', async () => {
    const p = await t.register('deppager1');
    for (const amount of [100, 200, 300, 400]) await creditPoints(t, p.player.id, amount);
    const failed = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: admin, payload: { playerId: p.player.id, amount: 50, status: 'FAILED' } });
    expect(failed.statusCode).toBe(201);

    const pages = await walk<DepositsResponse>(p.token, (cursor) => `/v1/deposits?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(pages.map((page) => page.deposits.map((d) => d.amount))).toEqual([[50, 400], [300, 200], [100]]);
    expect(pages[0]).toMatchObject({ totalDeposits: 4, totalDepositAmount: 1000 });
    expect(pages[1]).not.toHaveProperty('totalDeposits');

    const all = await get<DepositsResponse>('/v1/deposits', p.token);
    expect(all).toMatchObject({ totalDeposits: 4, totalDepositAmount: 1000, nextCursor: null });
    expect(all.deposits.map((d) => d.amount)).toEqual([50, 400, 300, 200, 100]);
  });
});

describe('GET /v1/withdrawals', () => {
  it('pages by cursor, a range included, with the totals (refused ones left out) on the first page; with no query, all', async () => {
    const p = await bankedPlayer(t, 'wdpager01', 1000);
    const ids: number[] = [];
    for (const amount of [50, 60, 70, 80, 90]) {
      const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token: p.token, payload: { amount } });
      ids.push(res.json<CreateWithdrawalResponse>().withdrawal.id);
    }
    expect((await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${ids[1]}/reject`, token: admin, payload: { note: 'Sai tài khoản' } })).statusCode).toBe(200);

    const pages = await walk<WithdrawalsResponse>(p.token, (cursor) => `/v1/withdrawals?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(pages.map((page) => page.withdrawals.map((w) => w.amount))).toEqual([[90, 80], [70, 60], [50]]);
    expect(pages[0]).toMatchObject({ totalWithdrawals: 4, totalWithdrawalAmount: 290 });
    expect(pages[2]).not.toHaveProperty('totalWithdrawals');

    const all = await get<WithdrawalsResponse>('/v1/withdrawals', p.token);
    expect(all).toMatchObject({ totalWithdrawals: 4, totalWithdrawalAmount: 290, nextCursor: null });
    expect(all.withdrawals).toHaveLength(5);
    const from = new Date(0).toISOString();
    const ranged = await get<WithdrawalsResponse>(`/v1/withdrawals?from=${from}&limit=3`, p.token);
    expect(ranged.withdrawals.map((w) => w.amount)).toEqual([90, 80, 70]);
    expect(ranged.nextCursor).toBe(String(ids[2]));
  });
});

describe('GET /v1/gift', () => {
  it('pages a tab by cursor past any page, with the unopened boxes on every page', async () => {
    const p = await t.register('giftpager');
    await t.fund(p.player.id, 1000);
    for (let i = 0; i < 5; i++) {
      expect((await t.request({ method: 'POST', url: '/v1/players/buy-open', token: p.token })).statusCode).toBe(201);
      expect((await t.request({ method: 'POST', url: '/v1/reward', token: p.token })).statusCode).toBe(201);
    }
    expect((await t.request({ method: 'POST', url: '/v1/players/buy-open', token: p.token })).statusCode).toBe(201);

    const pages = await walk<GiftResponse>(p.token, (cursor) => `/v1/gift?type=OPENBOX&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
    expect(pages.map((page) => page.results.length)).toEqual([2, 2, 1]);
    expect(new Set(pages.flatMap((page) => page.results.map((r) => r.id))).size).toBe(5);
    expect(pages.map((page) => page.boxes)).toEqual([1, 1, 1]);
    expect(pages[0]).toMatchObject({ totalResults: 5 });
  });
});
