import type { AdminDepositResponse, AdminDepositsResponse } from '../../../../../../shared/api/deposits.js';
import { texts } from '../../../../../../shared/texts.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// The operators' history of every deposit across players (issue 50 §4).

const h = texts.console.deposits.history;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const deposit = async (playerId: number, amount: number, extra: Record<string, unknown> = {}) => {
  const res = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: admin, payload: { playerId, amount, ...extra } });
  expect(res.statusCode).toBe(201);
  return res.json<AdminDepositResponse>().deposit;
};
const get = (query: string, token = admin) => t.request({ method: 'GET', url: `/v1/admin/deposits${query}`, token });
const list = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return res.json<AdminDepositsResponse>();
};
const ids = (page: AdminDepositsResponse) => page.results.map((r) => r.id);

describe('GET /v1/admin/deposits', () => {
  it("lists deposits across players newest first: whose, who recorded it, the player's ledger row", async () => {
    const a = await t.register('dephist_a');
    const b = await t.register('dephist_b');
    const first = await deposit(a.player.id, 100, { note: 'VCB 123' });
    const failed = await deposit(b.player.id, 50, { status: 'FAILED' });
    const second = await deposit(a.player.id, 25.5);
    const page = await list('?limit=3');
    expect(ids(page)).toEqual([second.id, failed.id, first.id]);
    const ledger = await t.database.db.selectFrom('ledgerEntries').select(['id']).where('refType', '=', 'deposit').where('refId', '=', String(second.id)).where('playerId', '=', a.player.id).executeTakeFirstOrThrow();
    expect(page.results[0]).toEqual({
      id: second.id,
      createdAt: second.createdAt,
      amount: 25.5,
      status: 'SUCCESS',
      note: null,
      player: { id: a.player.id, incId: a.player.incId, username: 'dephist_a' },
      operator: { id: expect.any(Number), username: 'operator' },
      ledger: { id: ledger.id, balanceAfter: 125.5 },
    });
    // FAILED moved nothing: no ledger row.
    expect(page.results[1]).toMatchObject({ id: failed.id, status: 'FAILED', player: { username: 'dephist_b' }, ledger: null });
    expect(page.results[2]).toMatchObject({ id: first.id, note: 'VCB 123', ledger: { balanceAfter: 100 } });
  });

  it('filters by player (public ID, username, internal id), operator, status and amount, bounds inclusive', async () => {
    const p = await t.register('DepFilter_1');
    const other = await t.register('depfilter_2');
    const small = await deposit(p.player.id, 10);
    const failed = await deposit(p.player.id, 20, { status: 'FAILED' });
    const large = await deposit(p.player.id, 30.5);
    await deposit(other.player.id, 20);
    expect(ids(await list(`?player=${p.player.incId}`))).toEqual([large.id, failed.id, small.id]);
    expect(ids(await list('?player=%20depfilter_1%20'))).toEqual([large.id, failed.id, small.id]);
    expect(ids(await list(`?playerId=${p.player.id}`))).toEqual([large.id, failed.id, small.id]);
    expect((await list(`?player=${p.player.incId}`)).totalResults).toBe(3);
    expect(ids(await list(`?player=${p.player.incId}&status=FAILED`))).toEqual([failed.id]);
    expect(ids(await list(`?player=${p.player.incId}&status=SUCCESS`))).toEqual([large.id, small.id]);
    expect(ids(await list(`?player=${p.player.incId}&minAmount=20&maxAmount=30.5`))).toEqual([large.id, failed.id]);
    expect(ids(await list(`?player=${p.player.incId}&maxAmount=19.9999`))).toEqual([small.id]);
    expect(ids(await list(`?player=${p.player.incId}&operator=OPERATOR`))).toEqual([large.id, failed.id, small.id]);
    // A name nobody has keeps nothing; so do a name and an id of two players.
    expect(await list('?player=nobody_at_all')).toMatchObject({ results: [], totalResults: 0, nextCursor: null });
    expect((await list(`?player=${p.player.incId}&operator=nobody_at_all`)).results).toEqual([]);
    expect((await list(`?player=${p.player.incId}&playerId=${other.player.id}`)).results).toEqual([]);
  });

  it('tells the deposits each operator recorded apart', async () => {
    const p = await t.register('depoperator');
    const mine = await deposit(p.player.id, 5);
    // Another operator's deposit (and one from the command line, with no operator), as the table holds them.
    const colleague = await t.register('colleague_op');
    await t.database.db.updateTable('players').set({ role: 'ADMIN' }).where('id', '=', colleague.player.id).execute();
    const theirs = await t.database.db.insertInto('deposits').values({ playerId: p.player.id, amount: 70_000, status: 'FAILED', note: null, operatorId: colleague.player.id, createdAt: Date.now() }).returning('id').executeTakeFirstOrThrow();
    const cli = await t.database.db.insertInto('deposits').values({ playerId: p.player.id, amount: 80_000, status: 'FAILED', note: null, operatorId: null, createdAt: Date.now() }).returning('id').executeTakeFirstOrThrow();
    expect(ids(await list(`?playerId=${p.player.id}&operator=colleague_op`))).toEqual([theirs.id]);
    expect(ids(await list(`?playerId=${p.player.id}&operator=operator`))).toEqual([mine.id]);
    const all = await list(`?playerId=${p.player.id}`);
    expect(all.results.map((r) => [r.id, r.operator?.username ?? null, r.amount])).toEqual([
      [cli.id, null, 8],
      [theirs.id, 'colleague_op', 7],
      [mine.id, 'operator', 5],
    ]);
  });

  it('filters by date range: Vietnam days or instants, both inclusive', async () => {
    const p = await t.register('depdates');
    const before = Date.now();
    const made = await deposit(p.player.id, 1);
    const at = Date.parse(made.createdAt);
    expect(ids(await list(`?playerId=${p.player.id}&from=${new Date(at).toISOString()}&to=${new Date(at).toISOString()}`))).toEqual([made.id]);
    expect(ids(await list(`?playerId=${p.player.id}&to=${encodeURIComponent(new Date(before - 1).toISOString())}`))).toEqual([]);
    expect(ids(await list(`?playerId=${p.player.id}&from=${encodeURIComponent(new Date(at + 1).toISOString())}`))).toEqual([]);
    // Today in Vietnam (UTC+7) holds it; the day before does not.
    const vnDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
    expect(ids(await list(`?playerId=${p.player.id}&from=${vnDay(at)}&to=${vnDay(at)}`))).toEqual([made.id]);
    expect(ids(await list(`?playerId=${p.player.id}&to=${vnDay(at - 86_400_000)}`))).toEqual([]);
  });

  it('refuses bad filters with the message the console shows', async () => {
    const bad = async (query: string, message: string) => {
      const res = await get(query);
      expect([query, res.statusCode, res.json<{ message: string }>().message]).toEqual([query, 400, message]);
    };
    await bad('?from=yesterday', texts.console.audit.errors.badTime);
    await bad('?from=2025-02-30', texts.console.audit.errors.badTime);
    await bad('?from=2025-03-02&to=2025-03-01', texts.console.audit.errors.fromAfterTo);
    await bad('?minAmount=10&maxAmount=9.9999', h.errors.amountOrder);
    await bad('/export.csv?minAmount=10&maxAmount=1', h.errors.amountOrder);
    expect((await get('?minAmount=-1')).statusCode).toBe(400);
    expect((await get('?colour=red')).statusCode).toBe(400);
  });

  it('pages by number and by cursor: a deposit made meanwhile moves no row of the next page', async () => {
    const p = await t.register('deppages');
    const made = [];
    for (const amount of [1, 2, 3, 4, 5]) made.push(await deposit(p.player.id, amount));
    const first = await list(`?playerId=${p.player.id}&limit=2`);
    expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 3, totalResults: 5 });
    expect(ids(first)).toEqual([made[4]!.id, made[3]!.id]);
    await deposit(p.player.id, 6);
    const second = await list(`?playerId=${p.player.id}&limit=2&page=2&cursor=${first.nextCursor}`);
    expect(ids(second)).toEqual([made[2]!.id, made[1]!.id]);
    const third = await list(`?playerId=${p.player.id}&limit=2&page=3&cursor=${second.nextCursor}`);
    expect(ids(third)).toEqual([made[0]!.id]);
    expect(third.nextCursor).toBeNull();
    // By number, the new one now leads.
    expect((await list(`?playerId=${p.player.id}&limit=2&page=3`)).results.map((r) => r.amount)).toEqual([2, 1]);
  });

  it('downloads the filtered set as CSV, with its ledger rows', async () => {
    const p = await t.register('depcsv');
    const failed = await deposit(p.player.id, 3, { status: 'FAILED', note: 'Sai, nội dung' });
    const ok = await deposit(p.player.id, 1234.5);
    const res = await get(`/export.csv?player=${p.player.incId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="deposits.csv"');
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const c = h.csv;
    expect(header).toBe([c.id, c.time, c.publicId, c.username, c.amount, c.status, c.operator, c.note, c.ledgerId, c.balanceAfter].join(','));
    const ledger = await t.database.db.selectFrom('ledgerEntries').select('id').where('refType', '=', 'deposit').where('refId', '=', String(ok.id)).where('playerId', '=', p.player.id).executeTakeFirstOrThrow();
    expect(rows).toEqual([
      `${ok.id},${ok.createdAt},${p.player.incId},depcsv,1234.5,${h.statusLabels.SUCCESS},operator,,${ledger.id},1234.5`,
      `${failed.id},${failed.createdAt},${p.player.incId},depcsv,3,${h.statusLabels.FAILED},operator,"Sai, nội dung",,`,
    ]);
    // Through the console's one-minute link, as the browser opens it.
    const link = await t.request({ method: 'POST', url: '/v1/admin/exports/link', token: admin, payload: { path: `/v1/admin/deposits/export.csv?player=${p.player.incId}&status=FAILED` } });
    expect(link.statusCode).toBe(200);
    const byLink = await t.request({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('reads every page of a long export', async () => {
    const { depositsExport } = await import('../../../../../modules/deposits/index.js');
    const p = await t.register('deplongcsv');
    for (const amount of [1, 2, 3, 4, 5]) await deposit(p.player.id, amount);
    const file = await depositsExport(t.database.db, { playerId: p.player.id }, 2);
    const seen: number[] = [];
    for await (const page of file.pages) seen.push(...page.map((r) => r.amount));
    expect(seen).toEqual([5, 4, 3, 2, 1]);
  });

  it('is for operators only', async () => {
    const p = await t.register('depnotop');
    for (const url of ['/v1/admin/deposits', '/v1/admin/deposits/export.csv']) {
      expect([url, (await t.request({ method: 'GET', url, token: p.token })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
  });
});
