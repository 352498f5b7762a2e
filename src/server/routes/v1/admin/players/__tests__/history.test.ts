import type { AdminPlayerBetsResponse, AdminPlayerDetail, AdminPlayerLedgerResponse, AdminPlayerStakesResponse } from '../../../../../../shared/api/admin-players.js';
import type { SystemResponse } from '../../../../../../shared/api/system.js';
import { gateWins } from '../../../../../../shared/game.js';
import { texts } from '../../../../../../shared/texts.js';
import { csvLines } from '../../../../../lib/csv.js';
import type { ManualClock } from '../../../../../lib/clock.js';
import { ledgerProblems } from '../../../../../modules/ledger/ledger.checks.js';
import { betsExport, ledgerExport, playersExport } from '../../../../../modules/player-admin/player-exports.service.js';
import { clockInRound, placeBet } from '../../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// A player's ledger (running balance), bets and stakes in the console, and the CSV exports.

let t: TestApp;
let clock: ManualClock;
let admin: string;
/** The player every test reads: deposit 1,000, adjustment -100.5, two bets in one settled round, a stake of 200. */
let player: { id: number; incId: number; token: string };
let roundResult: string;

const get = (url: string, token: string | undefined = admin) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const units = (points: number) => Math.round(points * 10_000);
/** The rows of a CSV answer, without the byte-order mark and the header. */
const csvRows = (body: string) => body.replace(/^\uFEFF/, '').trimEnd().split('\r\n').slice(1);

beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
  admin = (await t.admin()).token;
  const p = await t.register('historyp01');
  player = { id: p.player.id, incId: p.player.incId, token: p.token };
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const dep = await post('/v1/admin/deposits', { playerId: player.id, amount: 1000, note: 'CK 1' });
  expect([dep.statusCode, dep.body]).toEqual([201, expect.any(String)]);
  expect((await post(`/v1/admin/players/${player.id}/adjustments`, { amount: -100.5, reason: 'Thu hồi điểm thưởng nhầm' })).statusCode).toBe(201);
  const round = (await get('/v1/system', undefined)).json<SystemResponse>().zones.LEVEL_3.current;
  expect((await placeBet(t, { token: player.token, amount: 100, gate: 'CAO' })).statusCode).toBe(201);
  expect((await placeBet(t, { token: player.token, amount: 50, gate: 'TRAI' })).statusCode).toBe(201);
  clock.set(Date.parse(round.endTime) + 10);
  await t.app.game.engine.tick();
  await t.app.game.engine.tick();
  roundResult = (await t.database.db.selectFrom('rounds').select('result').where('id', '=', round.id).executeTakeFirstOrThrow()).result!;
  expect((await post(`/v1/players/${player.id}/staking`, { amount: 200 }, player.token)).statusCode).toBe(201);
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

describe('the players history routes are for operators only', () => {
  it('refuse a player token (403) and no token (401)', async () => {
    const routes = ['ledger', 'ledger/export.csv', 'bets', 'bets/export.csv', 'stakes', 'stakes/export.csv'].map((r) => `/v1/admin/players/${player.id}/${r}`);
    for (const url of [...routes, '/v1/admin/players/export.csv?q=history']) {
      expect([url, (await get(url, player.token)).statusCode]).toEqual([url, 403]);
      const anonymous = await t.request({ method: 'GET', url });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      expect(anonymous.headers['content-type']).toMatch(/json/);
    }
  });

  it('answer 404 for an unknown id and for an operator', async () => {
    const operator = await t.database.db.selectFrom('players').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
    for (const id of [999_999, operator.id]) {
      for (const r of ['ledger', 'ledger/export.csv', 'bets', 'bets/export.csv', 'stakes', 'stakes/export.csv']) {
        const res = await get(`/v1/admin/players/${id}/${r}`);
        expect([r, res.statusCode, res.json<{ message: string }>().message]).toEqual([r, 404, texts.admin.players.notFound]);
      }
    }
  });
});

describe('GET /v1/admin/players/{id}/ledger', () => {
  it('lists every change newest first with the balance right after it, page by page', async () => {
    const first = (await get(`/v1/admin/players/${player.id}/ledger?limit=3`)).json<AdminPlayerLedgerResponse>();
    const total = first.totalResults;
    // Deposit, adjustment, two bets, one WIN row for the round if either won, the stake.
    const won = gateWins('CAO', roundResult) || gateWins('TRAI', roundResult);
    expect(total).toBe(5 + (won ? 1 : 0));
    expect(first).toMatchObject({ page: 1, limit: 3, totalPages: Math.ceil(total / 3) });
    const rest = (await get(`/v1/admin/players/${player.id}/ledger?limit=3&page=2`)).json<AdminPlayerLedgerResponse>();
    const third = (await get(`/v1/admin/players/${player.id}/ledger?limit=3&page=3`)).json<AdminPlayerLedgerResponse>();
    const rows = [...first.results, ...rest.results, ...third.results];
    expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));

    // The newest row's running balance is the balance now; each row's follows from the older one.
    const detail = (await get(`/v1/admin/players/${player.id}`)).json<AdminPlayerDetail>();
    expect(rows[0]).toMatchObject({ kind: 'STAKE', delta: -200, balanceAfter: detail.player.balance });
    for (let i = 0; i < rows.length - 1; i++) expect(units(rows[i]!.balanceAfter) - units(rows[i]!.delta)).toBe(units(rows[i + 1]!.balanceAfter));
    expect(rows.slice(-4)).toEqual([
      expect.objectContaining({ kind: 'BET', delta: -50, balanceAfter: 749.5 }),
      expect.objectContaining({ kind: 'BET', delta: -100, balanceAfter: 799.5 }),
      expect.objectContaining({ kind: 'ADJUSTMENT', delta: -100.5, balanceAfter: 899.5, note: 'Thu hồi điểm thưởng nhầm' }),
      expect.objectContaining({ kind: 'DEPOSIT', delta: 1000, balanceAfter: 1000 }),
    ]);
  });
});

describe('GET /v1/admin/players/{id}/bets and /stakes', () => {
  it('lists the bets newest first with round, zone, gate, amount, outcome and payout', async () => {
    const res = (await get(`/v1/admin/players/${player.id}/bets`)).json<AdminPlayerBetsResponse>();
    expect(res).toMatchObject({ page: 1, totalResults: 2, totalPages: 1 });
    const outcome = (gate: 'CAO' | 'TRAI') =>
      gateWins(gate, roundResult) ? { status: 'WON', winnings: expect.any(Number) } : { status: 'LOST', winnings: 0 };
    expect(res.results).toEqual([
      expect.objectContaining({ gate: 'TRAI', amount: 50, roundResult, session: expect.objectContaining({ zone: 'LEVEL_3' }), ...outcome('TRAI') }),
      expect.objectContaining({ gate: 'CAO', amount: 100, roundResult, ...outcome('CAO') }),
    ]);
    for (const bet of res.results) if (bet.status === 'WON') expect(bet.winnings).toBeGreaterThan(bet.amount);
    const second = (await get(`/v1/admin/players/${player.id}/bets?limit=1&page=2`)).json<AdminPlayerBetsResponse>();
    expect(second).toMatchObject({ totalPages: 2, results: [{ gate: 'CAO' }] });
    expect((await get(`/v1/admin/players/${player.id}/bets?zone=LEVEL_1`)).json<AdminPlayerBetsResponse>().results).toEqual([]);
    expect((await get(`/v1/admin/players/${player.id}/bets?zone=NOPE`)).statusCode).toBe(400);
  });

  it('lists the stakes', async () => {
    const res = (await get(`/v1/admin/players/${player.id}/stakes`)).json<AdminPlayerStakesResponse>();
    expect(res.results).toEqual([expect.objectContaining({ amount: 200, status: 'ACTIVE', daysPaid: 0 })]);
  });

  it('exports the stakes as CSV', async () => {
    const res = await get(`/v1/admin/players/${player.id}/stakes/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,200,[\d.]+%,0\/\d+ ngày,0,/);
  });
});

describe('CSV exports', () => {
  it('streams the players a search finds, by the public ID, with a Vietnamese header', async () => {
    await t.register('historyp02');
    const res = await get('/v1/admin/players/export.csv?q=historyp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="players.csv"');
    expect(res.body.startsWith('\uFEFFID,Tên đăng nhập,')).toBe(true);
    const rows = csvRows(res.body);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\d+,historyp02,/);
    expect(rows[1]).toMatch(new RegExp(`^${player.incId},historyp01,,,,,,[\\d.]+,Hoạt động,Chưa gửi,\\d{4}-`));
    expect(csvRows((await get(`/v1/admin/players/export.csv?q=${player.incId}`)).body)).toHaveLength(1);
    expect((await get(`/v1/admin/players/export.csv?q=${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it("streams a player's ledger with the running balance and their bets", async () => {
    const page = (await get(`/v1/admin/players/${player.id}/ledger?limit=100`)).json<AdminPlayerLedgerResponse>();
    const ledger = await get(`/v1/admin/players/${player.id}/ledger/export.csv`);
    expect(ledger.headers['content-disposition']).toBe(`attachment; filename="player-${player.incId}-ledger.csv"`);
    const rows = csvRows(ledger.body);
    expect(rows.map((r) => r.split(',')[4])).toEqual(page.results.map((r) => String(r.balanceAfter)));
    expect(rows[0]).toContain(',Nạp điểm đầu tư,-200,');
    expect(rows.at(-2)).toMatch(/,Điều chỉnh số dư,-100.5,899.5,adjustment:[\w-]+,Thu hồi điểm thưởng nhầm$/);

    const bets = csvRows((await get(`/v1/admin/players/${player.id}/bets/export.csv`)).body);
    expect(bets).toHaveLength(2);
    expect(bets[0]).toContain(`,Sản phẩm,`);
    expect(bets[0]).toContain(',Trái,');
    expect(bets[0]).toContain(`,50,${roundResult},${gateWins('TRAI', roundResult) ? 'Thắng' : 'Thua'},`);
    expect(csvRows((await get(`/v1/admin/players/${player.id}/bets/export.csv?zone=LEVEL_5`)).body)).toEqual([]);
  });

  it('reads page after page by id, so nothing is repeated or skipped at page boundaries', async () => {
    const collect = async <T>(file: { columns: Parameters<typeof csvLines<T>>[0]; pages: Parameters<typeof csvLines<T>>[1] }) => {
      let text = '';
      for await (const chunk of csvLines(file.columns, file.pages)) text += chunk;
      return csvRows(text);
    };
    const whole = csvRows((await get(`/v1/admin/players/${player.id}/ledger/export.csv`)).body);
    expect(await collect(await ledgerExport(t.app.ctx, player.id, 2))).toEqual(whole);
    const bets = csvRows((await get(`/v1/admin/players/${player.id}/bets/export.csv`)).body);
    expect(await collect(await betsExport(t.app.ctx, player.id, undefined, 1))).toEqual(bets);
    const players = csvRows((await get('/v1/admin/players/export.csv')).body);
    expect(players.length).toBeGreaterThanOrEqual(2);
    expect(await collect(playersExport(t.app.ctx, {}, 1))).toEqual(players);
  });
});
