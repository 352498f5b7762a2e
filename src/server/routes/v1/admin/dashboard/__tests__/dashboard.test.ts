import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { Socket } from 'socket.io-client';
import type { DashboardResponse, OnlineCount } from '../../../../../../shared/api/dashboard.js';
import type { SystemResponse } from '../../../../../../shared/api/system.js';
import type { UploadResponse } from '../../../../../../shared/api/uploads.js';
import { vietnamDay } from '../../../../../../shared/content.js';
import { gateWins, winPayout } from '../../../../../../shared/game.js';
import type { ManualClock } from '../../../../../lib/clock.js';
import { vietnamDate } from '../../../../../modules/dashboard/dashboard.service.js';
import { clockInRound, placeBet } from '../../../../../testing/game.js';
import { images, multipartFile } from '../../../../../testing/multipart.js';
import { listenOnFreePort, testSockets } from '../../../../../testing/sockets.js';
import { createTestApp, creditPoints, type TestApp } from '../../../../../testing/test-app.js';

const DAY_MS = 86_400_000;
const ROUTES = ['/v1/admin/dashboard', '/v1/admin/dashboard/online', '/v1/admin/dashboard/export.csv'];

const sockets = testSockets();
afterEach(sockets.closeAll);


/** A connected socket (resolves once the server sent STATUS, so it is counted). */
function openSocket(url: string, token: string): Promise<Socket> {
  const socket = sockets.open(url, token);
  return new Promise((resolve, reject) => {
    socket.once('STATUS', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('/v1/admin/dashboard', () => {
  let t: TestApp;
  let clock: ManualClock;
  let admin: string;
  beforeAll(async () => {
    clock = clockInRound(10);
    t = await createTestApp({}, { clock });
    admin = (await t.admin()).token;
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const res = await t.request({ method: 'GET', url: '/v1/admin/dashboard', token: admin });
    expect(res.statusCode).toBe(200);
    return res.json<DashboardResponse>();
  };

  /** Bets in the current LEVEL_3 round, then settles it. */
  async function playRound(bets: Array<[string, string, number]>) {
    const round = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().zones.LEVEL_3.current;
    for (const [token, gate, amount] of bets) expect((await placeBet(t, { token, gate, amount })).statusCode).toBe(201);
    clock.set(Date.parse(round.endTime) + 10);
    await t.app.game.engine.tick();
    await t.app.game.engine.tick();
    clock.advance(10_000);
  }

  /** Stakes and payouts (units) of every settled bet, from the bets themselves. */
  async function settledFromBets() {
    const rows = await t.database.db
      .selectFrom('bets as b')
      .innerJoin('rounds as r', 'r.id', 'b.roundId')
      .select(['b.gate', 'b.amount', 'r.result', 'r.payoutBps'])
      .where('r.status', '=', 'SETTLED')
      .execute();
    const stakes = rows.reduce((n, r) => n + r.amount, 0);
    const payouts = rows.reduce((n, r) => n + (gateWins(r.gate, r.result!) ? winPayout(r.amount, r.payoutBps!) : 0), 0);
    return { stakes: stakes / 10_000, payouts: payouts / 10_000 };
  }

  it('refuses a player token (403) and a missing token (401)', async () => {
    const p = await t.register('dashplayer0');
    for (const url of ROUTES) {
      expect([url, (await t.request({ method: 'GET', url, token: p.token })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
  });

  it('counts players and today\'s sign-ups, leaving operators out', async () => {
    const now = clock.now();
    // Two players registered two days ago: a closed day, counted once into daily_signups.
    clock.set(now - 2 * DAY_MS);
    await t.register('dashold001');
    await t.register('dashold002');
    clock.set(now);
    const before = await dashboard();
    // dashplayer0 (the test above) registered today too.
    expect(before.players).toEqual({ total: 3, newToday: 1 });
    await t.register('dashnew001');
    expect((await dashboard()).players).toEqual({ total: 4, newToday: 2 });
    const closed = await t.database.db.selectFrom('dailySignups').select(['day', 'players']).orderBy('day').execute();
    expect(closed).toEqual([
      { day: vietnamDay(now) - 2, players: 2 },
      { day: vietnamDay(now) - 1, players: 0 },
    ]);
  });

  it('shows today\'s stakes, payouts and house result of the settled rounds, and 30 days', async () => {
    const players = await Promise.all(['dashbet001', 'dashbet002', 'dashbet003'].map((name) => t.register(name)));
    for (const p of players) await t.fund(p.player.id, 10_000);
    const [a, b, c] = players.map((p) => p.token) as [string, string, string];
    const empty = await dashboard();
    expect(empty.today).toEqual({ day: vietnamDate(vietnamDay(clock.now())), stakes: 0, payouts: 0, houseResult: 0 });

    await playRound([[a, 'CAO', 100], [b, 'THAP', 250.5], [c, 'TRAI', 40], [c, 'TRAI', 60]]);
    await playRound([[a, 'THAP', 1_000], [b, 'CAO', 20], [c, 'TRAI', 300.25]]);
    // A bet in a round still open counts for nothing yet.
    expect((await placeBet(t, { token: a, gate: 'CAO', amount: 500 })).statusCode).toBe(201);

    const expected = await settledFromBets();
    expect(expected.stakes).toBe(1_770.75);
    const figures = await dashboard();
    const today = { day: vietnamDate(vietnamDay(clock.now())), stakes: expected.stakes, payouts: expected.payouts, houseResult: Number((expected.stakes - expected.payouts).toFixed(4)) };
    expect(figures.today).toEqual(today);
    expect(figures.days).toHaveLength(30);
    expect(figures.days[29]).toEqual(today);
    expect(figures.days[0]!.day).toBe(vietnamDate(vietnamDay(clock.now()) - 29));
    expect(figures.days.slice(0, 29).every((d) => d.stakes === 0 && d.payouts === 0 && d.houseResult === 0)).toBe(true);
  });

  it('counts pending withdrawals and ID checks until an operator decides', async () => {
    const before = (await dashboard()).pending;
    const p = await t.register('dashpend01');
    await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: { bankName: 'VCB', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' } });
    await creditPoints(t, p.player.id, 1_000);
    const withdrawal = await t.request({ method: 'POST', url: '/v1/withdrawals', token: p.token, payload: { amount: 100 } });
    expect(withdrawal.statusCode).toBe(201);
    const upload = async () => (await t.request({ method: 'POST', url: '/v1/upload', token: p.token, ...multipartFile(images.png, { filename: 'id.png' }) })).json<UploadResponse>().fileUrl;
    const submitted = await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}/upload`, token: p.token, payload: { frontID: await upload(), backID: await upload() } });
    expect(submitted.statusCode).toBe(200);
    expect((await dashboard()).pending).toEqual({ withdrawals: before.withdrawals + 1, verifications: before.verifications + 1 });

    const id = withdrawal.json<{ withdrawal: { id: number } }>().withdrawal.id;
    expect((await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${id}/approve`, token: admin, payload: {} })).statusCode).toBe(200);
    expect((await dashboard()).pending).toEqual({ withdrawals: before.withdrawals, verifications: before.verifications + 1 });
  });

  it('exports the 30-day table as CSV, oldest first', async () => {
    const figures = await dashboard();
    const res = await t.request({ method: 'GET', url: '/v1/admin/dashboard/export.csv', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Ngày,Tổng cược (điểm),Tổng trả thưởng (điểm),Kết quả nhà cái (điểm)');
    expect(lines).toHaveLength(31);
    const last = figures.days[29]!;
    expect(lines[30]).toBe(`${last.day},${last.stakes},${last.payouts},${last.houseResult}`);
  });

  it('counts the players connected now, not their extra tabs twice nor operators', async () => {
    const url = await listenOnFreePort(t);
    const p = await t.register('dashonline1');
    expect((await t.request({ method: 'GET', url: '/v1/admin/dashboard/online', token: admin })).json<OnlineCount>()).toEqual({ players: 0, sockets: 0, instances: 1, complete: true });
    await openSocket(url, p.token);
    await openSocket(url, p.token);
    await openSocket(url, admin);
    const online = (await t.request({ method: 'GET', url: '/v1/admin/dashboard/online', token: admin })).json<OnlineCount>();
    expect(online).toEqual({ players: 1, sockets: 2, instances: 1, complete: true });
    expect((await dashboard()).online).toEqual(online);
  });
});

/** Redis at TEST_REDIS_URL (CI and this machine: 127.0.0.1:6379); skipped, saying so, when none answers. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('online count across two instances through Redis', () => {
  it('sums the players connected to every instance', async () => {
    const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
    client.on('error', () => {});
    if (!(await client.connect().then(() => true, () => false))) return console.warn(`Skipping: no Redis at ${REDIS_URL}`);
    await client.quit();
    const env = { REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}` };
    const clock = clockInRound(10);
    const a = await createTestApp(env, { clock });
    const b = await createTestApp(env, { clock, database: a.database });
    try {
      const [urlA, urlB] = [await listenOnFreePort(a), await listenOnFreePort(b)];
      const one = await a.register('twoonline1');
      const two = await a.register('twoonline2');
      await openSocket(urlA, one.token);
      await openSocket(urlB, two.token);
      await openSocket(urlB, two.token);
      const admin = (await a.admin()).token;
      const online = (await a.request({ method: 'GET', url: '/v1/admin/dashboard/online', token: admin })).json<OnlineCount>();
      expect(online).toEqual({ players: 2, sockets: 3, instances: 2, complete: true });
    } finally {
      sockets.closeAll();
      await b.close();
      await a.close();
    }
  }, 20_000);
});
