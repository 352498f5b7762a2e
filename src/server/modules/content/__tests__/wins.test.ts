import type { NewResponse, TopResponse, Win } from '../../../../shared/api/content.js';
import type { SystemResponse } from '../../../../shared/api/system.js';
import { maskUsername, vietnamDay, vietnamDayStart } from '../../../../shared/content.js';
import { gateWins, winPayout } from '../../../../shared/game.js';
import { unitsToPoints } from '../../../../shared/money.js';
import type { ManualClock } from '../../../lib/clock.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { claimSettlement, creditSettlement } from '../../rounds/index.js';
import { winsEffect } from '../wins.effect.js';
import { NEW_LIMIT, TOP_LIMIT } from '../wins.service.js';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

type Member = { token: string; id: number; username: string };
const members: Member[] = [];

/** Bets in the current LEVEL_3 round, then settles it; returns the round's id. */
async function playRound(bets: Array<[Member, string, number]>): Promise<number> {
  const round = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().zones.LEVEL_3.current;
  for (const [m, gate, amount] of bets) {
    const res = await placeBet(t, { token: m.token, gate, amount });
    if (res.statusCode !== 201) throw new Error(`${gate} ${amount}: ${res.body}`);
  }
  clock.set(Date.parse(round.endTime) + 10);
  await t.app.game.engine.tick();
  await t.app.game.engine.tick();
  clock.advance(10_000);
  return round.id;
}

/** Every win as the settled bets say: per round and player, the payouts of their winning bets. */
async function winsFromBets(): Promise<Array<Win & { playerId: number; day: number }>> {
  const db = t.database.db;
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('rounds as r', 'r.id', 'b.roundId')
    .innerJoin('players as p', 'p.id', 'b.playerId')
    .select(['b.playerId', 'p.username', 'b.gate', 'b.amount', 'r.id as roundId', 'r.zone', 'r.incId', 'r.result', 'r.payoutBps', 'r.settledAt'])
    .where('r.status', '=', 'SETTLED')
    .execute();
  const wins = new Map<string, Win & { playerId: number; day: number; units: number }>();
  for (const r of rows) {
    if (!gateWins(r.gate, r.result!)) continue;
    const key = `${r.roundId}:${r.playerId}`;
    const win = wins.get(key) ?? { username: maskUsername(r.username), amount: 0, units: 0, zone: r.zone, incId: r.incId, createdAt: new Date(r.settledAt!).toISOString(), playerId: r.playerId, day: vietnamDay(r.settledAt!) };
    win.units += winPayout(r.amount, r.payoutBps!);
    win.amount = unitsToPoints(win.units);
    wins.set(key, win);
  }
  return [...wins.values()].map(({ units: _units, ...w }) => w);
}

const strip = ({ playerId: _p, day: _d, ...w }: Win & { playerId: number; day: number }): Win => w;

describe('/v1/top and /v1/new', () => {
  beforeAll(async () => {
    for (const name of ['winner.one', 'winner_two', 'winner-three', 'winnerfour', 'winnerfive']) {
      const { token, player } = await t.register(name);
      await t.fund(player.id, 100_000);
      members.push({ token, id: player.id, username: name });
    }
  });

  it('are empty before any round settles', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/top' })).json<TopResponse>().results).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/v1/new' })).json<NewResponse>().results).toEqual([]);
  });

  it('match the settled bets: latest wins newest first, and each player\'s biggest win of today, masked', async () => {
    const [a, b, c, d, e] = members as [Member, Member, Member, Member, Member];
    // Every round has winners on both pairs of gates; `e` bets on two gates that may both win.
    await playRound([[a, 'CAO', 100], [b, 'THAP', 200], [c, 'TRAI', 300], [d, 'PHAI', 400], [e, 'CAO', 50], [e, 'TRAI', 70]]);
    await playRound([[a, 'THAP', 500], [b, 'CAO', 20], [c, 'PHAI', 1000], [d, 'TRAI', 10.5], [e, 'THAP', 15]]);
    await playRound([[a, 'CAO', 10], [a, 'CAO', 20], [b, 'THAP', 30], [c, 'TRAI', 40], [d, 'PHAI', 50]]);
    // A round still open counts for nothing.
    const open = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().zones.LEVEL_3.current;
    const late = await placeBet(t, { token: a.token, gate: 'CAO', amount: 999 });
    expect([late.statusCode, late.body]).toEqual([201, expect.anything()]);

    const expected = await winsFromBets();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const latest = [...expected].sort((x, y) => y.createdAt.localeCompare(x.createdAt) || x.playerId - y.playerId);
    const newRes = await t.request({ method: 'GET', url: '/v1/new' });
    const news = newRes.json<NewResponse>().results;
    // Newest first; within one round the order is not specified.
    expect(news.map((w) => w.createdAt)).toEqual(latest.map((w) => w.createdAt));
    expect([...news].sort(byRoundAndName)).toEqual(latest.map(strip).sort(byRoundAndName));
    expect(news.some((w) => w.incId === open.incId)).toBe(false);

    const today = vietnamDay(clock.now());
    const best = new Map<number, Win & { playerId: number; day: number }>();
    for (const w of expected.filter((x) => x.day === today).sort((x, y) => x.createdAt.localeCompare(y.createdAt))) {
      if (!best.has(w.playerId) || w.amount > best.get(w.playerId)!.amount) best.set(w.playerId, w);
    }
    const topRes = await t.request({ method: 'GET', url: '/v1/top' });
    const top = topRes.json<TopResponse>().results;
    expect(top.map((w) => w.amount)).toEqual([...best.values()].map((w) => w.amount).sort((x, y) => y - x));
    expect([...top].sort(byRoundAndName)).toEqual([...best.values()].map(strip).sort(byRoundAndName));
    expect(new Set(top.map((w) => w.username)).size).toBe(top.length);

    for (const body of [newRes.body, topRes.body]) for (const m of members) expect(body).not.toContain(m.username);
    expect(top.every((w) => /^.{2}\*\*\*.{2}$/.test(w.username))).toBe(true);
  });

  it('start a new top at midnight Vietnam time, while the latest wins go on', async () => {
    const [a, b, c, d] = members as [Member, Member, Member, Member];
    await playRound([]); // the round left open, settled today
    const before = (await t.request({ method: 'GET', url: '/v1/new' })).json<NewResponse>().results;
    // 10 s into the first round of tomorrow (Vietnam time).
    clock.set(vietnamDayStart(vietnamDay(clock.now()) + 1) + 10_000);
    await t.app.game.engine.tick();
    await t.app.game.engine.tick();
    expect((await t.request({ method: 'GET', url: '/v1/top' })).json<TopResponse>().results).toEqual([]);
    await playRound([[a, 'CAO', 70], [b, 'THAP', 80], [c, 'TRAI', 90], [d, 'PHAI', 60]]);
    const top = (await t.request({ method: 'GET', url: '/v1/top' })).json<TopResponse>().results;
    const after = (await t.request({ method: 'GET', url: '/v1/new' })).json<NewResponse>().results;
    expect(top).toHaveLength(2);
    expect(after.slice(0, 2).sort(byRoundAndName)).toEqual([...top].sort(byRoundAndName));
    expect(after.slice(2)).toEqual(before.slice(0, Math.min(before.length, 18)));
  });
});

describe('the wins a settlement keeps', () => {
  it('are a round\'s biggest: /v1/new and /v1/top answer as if every winner\'s were kept, from a bounded number of rows a chunk', async () => {
    // 45 winners in two chunks of credits (46 and 44 players), more than either list shows: players
    // stake on Cao and Thấp in turns, two of them with the same amount, so that one of each pair wins
    // whatever the digits, and the wins are distinct.
    const crowd: Member[] = [];
    for (let i = 0; i < 90; i++) {
      const { token, player } = await t.register(`crowd${String(i).padStart(3, '0')}`);
      await t.fund(player.id, 3000);
      crowd.push({ token, id: player.id, username: `crowd${i}` });
    }
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    // In no order of player id, so that the biggest are spread over both chunks.
    const stakeOf = (i: number) => 201 + ((Math.floor(i / 2) * 17) % 45) * 37;
    for (const [i, m] of crowd.entries()) expect((await placeBet(t, { token: m.token, gate: i % 2 ? 'THAP' : 'CAO', amount: stakeOf(i) })).statusCode).toBe(201);
    clock.set(round.endTime + 10);
    const deps = { ...t.app.ctx, effects: [winsEffect()], minChunk: 46 };
    const claimed = (await claimSettlement(deps, t.app.game.chains, round, clock.now()))!;
    const chunks: number[] = [];
    await creditSettlement(deps, claimed, (_balances, stakes) => chunks.push(stakes.length));
    // On PostgreSQL two chunks are credited side by side: either may commit first.
    expect([...chunks].sort((x, y) => y - x)).toEqual([46, 44]);
    await t.app.game.engine.tick();
    await t.app.game.engine.tick();

    const expected = await winsFromBets();
    const ofRound = expected.filter((w) => w.incId === round.incId && w.createdAt === new Date(claimed.settledAt!).toISOString());
    expect(ofRound).toHaveLength(45);
    const news = (await t.request({ method: 'GET', url: '/v1/new' })).json<NewResponse>().results;
    expect(news).toEqual(ofRound.map(strip).sort((x, y) => y.amount - x.amount).slice(0, NEW_LIMIT));

    const today = vietnamDay(clock.now());
    const best = new Map<number, Win & { playerId: number; day: number }>();
    for (const w of expected.filter((x) => x.day === today).sort((x, y) => x.createdAt.localeCompare(y.createdAt))) {
      if (!best.has(w.playerId) || w.amount > best.get(w.playerId)!.amount) best.set(w.playerId, w);
    }
    const top = (await t.request({ method: 'GET', url: '/v1/top' })).json<TopResponse>().results;
    expect(top).toEqual([...best.values()].sort((x, y) => y.amount - x.amount || x.createdAt.localeCompare(y.createdAt)).slice(0, TOP_LIMIT).map(strip));

    // Each chunk kept its NEW_LIMIT biggest wins and its TOP_LIMIT biggest winners' best of the day.
    const db = t.database.db;
    const kept = await db.selectFrom('wins').select('playerId').where('roundId', '=', round.id).execute();
    expect(kept).toHaveLength(2 * NEW_LIMIT);
    const crowdIds = crowd.map((m) => m.id);
    const daily = await db.selectFrom('dailyWins').select('playerId').where('day', '=', today).where('playerId', 'in', crowdIds).execute();
    expect(daily).toHaveLength(2 * TOP_LIMIT);
  });
});

function byRoundAndName(x: Win, y: Win): number {
  return x.incId - y.incId || x.username.localeCompare(y.username) || x.amount - y.amount;
}
