import { io as connect, type Socket } from 'socket.io-client';
import { gateWins, winPayout } from '../../../../shared/game.js';
import { formatPoints } from '../../../../shared/money.js';
import type { NotificationPayload, StatusPayload } from '../../../../shared/realtime.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { claimSettlement, creditSettlement, type SettlementEffect } from '../../../modules/rounds/settlement.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// Issue 30: when a round settles, each bettor hears their result once (a NOTIFICATION carrying
// `bet`, so the app plays its sound), after the settlement committed, and nobody else hears it.

const n = texts.accountArea.notification;
let t: TestApp;
let clock: ManualClock;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  sockets.splice(0).forEach((s) => s.disconnect());
  await t.close();
});

/** A connected socket of the player, and every NOTIFICATION it hears. */
async function listening(token: string): Promise<NotificationPayload[]> {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const heard: NotificationPayload[] = [];
  socket.on('NOTIFICATION', (payload: NotificationPayload) => heard.push(payload));
  await new Promise((resolve) => socket.once('STATUS', resolve));
  return heard;
}

/** The STATUS a reconnecting socket gets (`since`: the server time of its last STATUS). */
async function reconnectStatus(token: string, since: number): Promise<StatusPayload> {
  const socket = connect(url, { auth: { token, since }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const status = await new Promise<StatusPayload>((resolve) => socket.once('STATUS', resolve));
  socket.disconnect();
  return status;
}

/** Everyone's sockets hear an operator's broadcast after whatever was sent to them before it. */
async function afterEverythingSent(all: NotificationPayload[][]): Promise<void> {
  const { token } = await t.admin();
  expect((await t.request({ method: 'POST', url: '/v1/admin/notifications', token, payload: { content: 'mốc' } })).statusCode).toBe(201);
  const arrived = () => all.every((heard) => heard.some((p) => p.content === 'mốc'));
  for (let i = 0; i < 200 && !arrived(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(arrived()).toBe(true);
}

/** The net of a round a bettor won in: what the bets paid less what they cost (points, to 4 decimals). */
function net(amount: number, winnings: number): string {
  const points = Math.round((winnings - amount) * 10_000) / 10_000;
  return points > 0 ? n.betGain(formatPoints(points)) : points < 0 ? n.betLoss(formatPoints(-points)) : n.betEven;
}

const betResults = (heard: readonly NotificationPayload[]) => heard.filter((p) => p.bet);

describe('bet results when a round settles', () => {
  it('tell each bettor once, with their bets and the result, on every socket of theirs, and nobody else', async () => {
    const [two, one, idle] = [await t.register('result001'), await t.register('result002'), await t.register('result003')];
    await t.fund(two.player.id, 1000);
    await t.fund(one.player.id, 1000);
    await t.fund(idle.player.id, 1000);
    // Two bets on CAO, one on THAP: exactly one of the two players wins.
    expect((await placeBet(t, { token: two.token, amount: 100, gate: 'CAO' })).statusCode).toBe(201);
    expect((await placeBet(t, { token: two.token, amount: 50.5, gate: 'CAO' })).statusCode).toBe(201);
    expect((await placeBet(t, { token: one.token, amount: 60, gate: 'THAP' })).statusCode).toBe(201);
    // The idle player bets in another zone, which does not settle now.
    expect((await placeBet(t, { token: idle.token, amount: 10, gate: 'CAO', zone: 'LEVEL_5' })).statusCode).toBe(201);
    const [phone, tablet, single, bystander] = [await listening(two.token), await listening(two.token), await listening(one.token), await listening(idle.token)];

    const round = await t.app.game.engine.currentRound('LEVEL_3');
    const committed: Array<Promise<number | null | undefined>> = [];
    // Told after the commit: another connection already reads the chunk as credited.
    t.app.ctx.events.on('betsSettled', ({ round: settled }) => {
      committed.push(t.database.db.selectFrom('roundCredits').select('creditedAt').where('roundId', '=', settled.id).executeTakeFirst().then((r) => r?.creditedAt));
    });
    clock.set(round.endTime + 5);
    await t.app.game.engine.tick();
    await afterEverythingSent([phone, tablet, single, bystander]);

    const settled = await t.database.db.selectFrom('rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow();
    const result = settled.result!;
    const won = (gate: 'CAO' | 'THAP', units: number) => (gateWins(gate, result) ? winPayout(units, settled.payoutBps) : 0) / 10_000;
    const where = n.betRound(texts.game.zones.LEVEL_3, round.incId, result);
    const expected = (playerId: number, bets: number, amount: number, winnings: number): NotificationPayload => ({
      id: `bet-${round.id}-${playerId}`,
      title: n.betResultTitle,
      content: winnings > 0 ? n.betWon(where, bets, formatPoints(amount), formatPoints(winnings), net(amount, winnings)) : n.betLost(where, bets, formatPoints(amount)),
      bet: { roundId: round.id, zone: 'LEVEL_3', incId: round.incId, result, bets, amount, winnings },
    });
    const twoWon = won('CAO', 1_000_000) + won('CAO', 505_000);
    expect(betResults(phone)).toEqual([expected(two.player.id, 2, 150.5, twoWon)]);
    expect(betResults(tablet)).toEqual([expected(two.player.id, 2, 150.5, twoWon)]);
    expect(betResults(single)).toEqual([expected(one.player.id, 1, 60, won('THAP', 600_000))]);
    // Won or lost, each says which.
    expect([...betResults(phone), ...betResults(single)].map((p) => p.content)).toContainEqual(expect.stringContaining(`: thua (lỗ `));
    expect(betResults(bystander)).toEqual([]);
    // The round's bettors in one chunk, told once that chunk was committed.
    expect(await Promise.all(committed)).toEqual([settled.creditedAt]);
  });

  it("reach a player whose socket was down when the round settled: the app drops it as the countdown ends (spec section 8), and the reconnect's STATUS brings the result", async () => {
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const bettor = await t.register('result005');
    await t.fund(bettor.player.id, 100);
    expect((await placeBet(t, { token: bettor.token, amount: 30, gate: 'TRAI' })).statusCode).toBe(201);
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    const lastStatus = clock.now();
    // No socket of the bettor is connected while the round ends and settles.
    clock.set(round.endTime + 5);
    await t.app.game.engine.tick();
    const settled = await t.database.db.selectFrom('rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(settled.creditedAt).not.toBeNull();
    clock.advance(2_000);

    const status = await reconnectStatus(bettor.token, lastStatus);
    const winnings = gateWins('TRAI', settled.result!) ? winPayout(300_000, settled.payoutBps) / 10_000 : 0;
    expect(betResults(status.notifications ?? [])).toEqual([
      expect.objectContaining({ id: `bet-${round.id}-${bettor.player.id}`, bet: { roundId: round.id, zone: 'LEVEL_3', incId: round.incId, result: settled.result, bets: 1, amount: 30, winnings } }),
    ]);
    // A first connect (no `since`) brings none, nor does a reconnect whose last STATUS came after the round ended.
    expect(betResults((await reconnectStatus(bettor.token, clock.now())).notifications ?? [])).toEqual([]);
  });

  it('are told only for credits that committed: a chunk rolled back tells nothing, its retry tells once', async () => {
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const bettor = await t.register('result004');
    await t.fund(bettor.player.id, 100);
    expect((await placeBet(t, { token: bettor.token, amount: 20, gate: 'PHAI' })).statusCode).toBe(201);
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    clock.set(round.endTime + 5);
    const claimed = (await claimSettlement(t.app.ctx, t.app.game.chains, round, clock.now()))!;
    const failing: SettlementEffect = { name: 'loss tallies', on: 'players', run: () => Promise.reject(new Error('loss tallies unavailable')) };
    const told: unknown[][] = [];
    await expect(creditSettlement({ ...t.app.ctx, effects: [failing] }, claimed, (_, stakes) => told.push([...stakes]))).rejects.toThrow('loss tallies unavailable');
    expect(told).toEqual([]);
    await creditSettlement(t.app.ctx, claimed, (_, stakes) => told.push([...stakes]));
    expect(told).toEqual([[{ playerId: bettor.player.id, bets: 1, staked: 200_000, won: gateWins('PHAI', claimed.result!) ? winPayout(200_000, claimed.payoutBps) : 0 }]]);
    await t.app.game.engine.tick();
  });
});
