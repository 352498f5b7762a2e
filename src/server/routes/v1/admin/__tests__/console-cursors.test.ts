import type { AdminOperatorsResponse } from '../../../../../shared/api/admin-operators.js';
import type { AdminPlayerBetsResponse, AdminPlayerLedgerResponse, AdminPlayersResponse } from '../../../../../shared/api/admin-players.js';
import type { AdminRoundsResponse } from '../../../../../shared/api/admin-rounds.js';
import type { AuditLogResponse } from '../../../../../shared/api/audit.js';
import type { AdminWithdrawalsResponse, CreateWithdrawalResponse } from '../../../../../shared/api/withdrawals.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { clockInRound, placeBet } from '../../../../testing/game.js';
import { bankedPlayer, createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Issue 30: the console keeps its numbered pages and counts, and reads each next page from the
// cursor the page before answered: deep pages cost what the first does, and a queue that moves
// while the operator works through it skips nobody.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // A clock inside a round: on the wall clock, a bet can fall in the round's last seconds and be refused.
  t = await createTestApp({}, { clock: clockInRound(10) });
  admin = (await t.admin()).token;
});
afterAll(() => t.close());
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));

interface Page {
  readonly results: ReadonlyArray<{ id: number }>;
  readonly page: number;
  readonly totalPages: number;
  readonly totalResults: number;
  readonly nextCursor: string | null;
}

const get = async <T>(url: string): Promise<T> => {
  const res = await t.request({ method: 'GET', url, token: admin });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json<T>();
};

/** Every page of a list of `size`, each next one from the cursor, numbered as the console numbers them. */
async function walk<T extends Page>(url: string, size: number): Promise<T[]> {
  const join = url.includes('?') ? '&' : '?';
  const pages = [await get<T>(`${url}${join}limit=${size}`)];
  while (pages.at(-1)!.nextCursor !== null) {
    const last = pages.at(-1)!;
    pages.push(await get<T>(`${url}${join}limit=${size}&page=${last.page + 1}&cursor=${last.nextCursor}`));
  }
  return pages;
}

const ids = (pages: readonly Page[]) => pages.flatMap((p) => p.results.map((r) => r.id));

let withdrawals: number[];
beforeAll(async () => {
  withdrawals = [];
  for (const name of ['cpager001', 'cpager002', 'cpager003']) {
    const p = await bankedPlayer(t, name, 1000);
    for (const amount of [50, 60]) {
      const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token: p.token, payload: { amount } });
      withdrawals.push(res.json<CreateWithdrawalResponse>().withdrawal.id);
    }
  }
});

describe('the withdrawal queue', () => {
  it('pending, oldest first: approving the rows of a page hides none of the next page', async () => {
    const first = await get<AdminWithdrawalsResponse>('/v1/admin/withdrawals?status=PENDING&limit=2');
    expect(first).toMatchObject({ page: 1, totalPages: 3, totalResults: 6 });
    expect(first.results.map((w) => w.id)).toEqual(withdrawals.slice(0, 2));
    for (const w of first.results) expect((await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${w.id}/approve`, token: admin, payload: {} })).statusCode).toBe(200);
    const second = await get<AdminWithdrawalsResponse>(`/v1/admin/withdrawals?status=PENDING&limit=2&page=2&cursor=${first.nextCursor}`);
    expect(second.results.map((w) => w.id)).toEqual(withdrawals.slice(2, 4));
    // Numbered and counted as the queue stands now.
    expect(second).toMatchObject({ page: 2, totalPages: 2, totalResults: 4 });
  });

  it('every status: pending ones oldest first, then decided ones newest first, across the cursor', async () => {
    const atOnce = await get<AdminWithdrawalsResponse>('/v1/admin/withdrawals?limit=100');
    const pages = await walk<AdminWithdrawalsResponse>('/v1/admin/withdrawals', 3);
    expect(ids(pages)).toEqual(atOnce.results.map((w) => w.id));
    expect(atOnce.results.map((w) => w.id)).toEqual([...withdrawals.slice(2), withdrawals[1], withdrawals[0]]);
    expect(pages[1]!.nextCursor).toBeNull();
    expect(pages[0]!.nextCursor).toMatch(/^0\.\d+$/);
  });
});

describe('the other lists', () => {
  it('players, audit, operators and rounds: every row once, each page numbered and counted', async () => {
    const players = await walk<AdminPlayersResponse>('/v1/admin/players?q=cpager', 2);
    expect(players.map((p) => [p.page, p.totalPages, p.totalResults])).toEqual([[1, 2, 3], [2, 2, 3]]);
    expect(ids(players)).toEqual([...ids(players)].sort((a, b) => b - a));
    expect(ids(players)).toHaveLength(3);

    const audit = await walk<AuditLogResponse>('/v1/admin/audit?action=WITHDRAWAL_APPROVE', 1);
    expect(audit.map((p) => p.totalResults)).toEqual([2, 2]);
    expect(audit.flatMap((p) => p.results.map((r) => Number(r.targetId)))).toEqual([withdrawals[1], withdrawals[0]]);

    for (const username of ['cursorop1', 'cursorop2']) expect((await t.request({ method: 'POST', url: '/v1/admin/operators', token: admin, payload: { username } })).statusCode).toBe(201);
    const operators = await walk<AdminOperatorsResponse>('/v1/admin/operators', 1);
    expect(operators.flatMap((p) => p.results.map((o) => o.username))).toEqual(['operator', 'cursorop1', 'cursorop2']);

    const rounds = await walk<AdminRoundsResponse>('/v1/admin/rounds', 1);
    const allRounds = await get<AdminRoundsResponse>('/v1/admin/rounds?limit=100');
    expect(ids(rounds)).toEqual(allRounds.results.map((r) => r.id));
    const level3 = await walk<AdminRoundsResponse>('/v1/admin/rounds?zone=LEVEL_3', 1);
    expect(level3.at(-1)!.results.every((r) => r.zone === 'LEVEL_3')).toBe(true);
  });

  it("a player's ledger and bets tabs", async () => {
    const p = await bankedPlayer(t, 'cpager004', 1000);
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) placed.push((await placeBet(t, { token: p.token, amount: 10, gate: 'THAP' })).json<{ bet: { id: number } }>().bet.id);
    const bets = await walk<AdminPlayerBetsResponse>(`/v1/admin/players/${p.player.id}/bets`, 2);
    expect(ids(bets)).toEqual([...placed].reverse());
    expect(bets.map((b) => b.totalResults)).toEqual([3, 3]);
    const ledger = await walk<AdminPlayerLedgerResponse>(`/v1/admin/players/${p.player.id}/ledger`, 2);
    expect(ledger.flatMap((page) => page.results.map((r) => r.kind))).toEqual(['BET', 'BET', 'BET', 'DEPOSIT']);
    expect(ledger.map((page) => [page.page, page.totalPages])).toEqual([[1, 2], [2, 2]]);
  });
});
