import type { InboxItem, InboxResponse, MarkReadResponse } from '../../../../shared/api/notifications.js';
import { gateWins, winPayout } from '../../../../shared/game.js';
import { formatPoints } from '../../../../shared/money.js';
import type { StatusPayload } from '../../../../shared/realtime.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { claimSettlement, creditSettlement, type SettlementEffect } from '../../../modules/rounds/settlement.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { betResultsEffect } from '../bet-results.effect.js';
import { missedNotifications, readNotificationsSince } from '../notifications.service.js';

// Issue 50 §4: a player who was away finds each round they played in the inbox, once per round
// (not per bet), with the result, their bets and the net, read and unread like any notification.

const n = texts.accountArea.notification;
let t: TestApp;
let clock: ManualClock;
let admin: string;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const inbox = async (token: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `/v1/notifications${query}`, token });
  expect(res.statusCode).toBe(200);
  return res.json<InboxResponse>();
};
const markRead = async (token: string, payload: Record<string, unknown>) => {
  const res = await t.request({ method: 'POST', url: '/v1/notifications/read', token, payload });
  expect(res.statusCode).toBe(200);
  return res.json<MarkReadResponse>().unread;
};
const betRows = (roundId: number) => t.database.db.selectFrom('notifications').select(['playerId', 'content']).where('roundId', '=', roundId).orderBy('playerId').execute();

/** Ends the current LEVEL_3 round and lets the engine settle and credit it; the round, settled. */
async function settleCurrent() {
  const round = await t.app.game.engine.currentRound('LEVEL_3');
  clock.set(round.endTime + 5);
  await t.app.game.engine.tick();
  const settled = await t.database.db.selectFrom('rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow();
  expect(settled.creditedAt).not.toBeNull();
  return settled;
}

/** The next LEVEL_3 round open for bets. */
async function nextRound() {
  clock.advance(180_000);
  await t.app.game.engine.tick();
}

describe('bet results in the inbox', () => {
  it('one entry per round played, not per bet, with the result, the bets, their payout and the net; none for who did not bet', async () => {
    await nextRound();
    const [two, one, idle] = [await t.register('binbox01'), await t.register('binbox02'), await t.register('binbox03')];
    for (const p of [two, one, idle]) await t.fund(p.player.id, 1000);
    // CAO and THAP: exactly one of them wins. The first player's two bets on CAO are one entry.
    expect((await placeBet(t, { token: two.token, amount: 100, gate: 'CAO' })).statusCode).toBe(201);
    expect((await placeBet(t, { token: two.token, amount: 50, gate: 'CAO' })).statusCode).toBe(201);
    expect((await placeBet(t, { token: one.token, amount: 60, gate: 'THAP' })).statusCode).toBe(201);
    const settled = await settleCurrent();
    const result = settled.result!;
    const where = n.betRound(texts.game.zones.LEVEL_3, settled.incId, result);
    const won = (gate: 'CAO' | 'THAP', units: number) => (gateWins(gate, result) ? winPayout(units, settled.payoutBps) / 10_000 : 0);
    const text = (bets: number, amount: number, winnings: number) => {
      if (winnings === 0) return n.betLost(where, bets, formatPoints(amount));
      // A single gate won: the payout is above the stake (payout rate over 1).
      expect(winnings).toBeGreaterThan(amount);
      return n.betWon(where, bets, formatPoints(amount), formatPoints(winnings), n.betGain(formatPoints(Math.round((winnings - amount) * 10_000) / 10_000)));
    };
    const entry = (playerId: number, content: string): InboxItem => ({ id: `bet-${settled.id}-${playerId}`, title: n.betResultTitle, content, createdAt: new Date(settled.settledAt!).toISOString(), read: false });

    expect(await inbox(two.token)).toMatchObject({ results: [entry(two.player.id, text(2, 150, won('CAO', 1_500_000)))], unread: 1, totalResults: 1 });
    expect(await inbox(one.token)).toMatchObject({ results: [entry(one.player.id, text(1, 60, won('THAP', 600_000)))], unread: 1, totalResults: 1 });
    // The loser's entry says so, with what the round cost them.
    const contents = [(await inbox(two.token)).results[0]!.content, (await inbox(one.token)).results[0]!.content];
    expect(contents).toContainEqual(expect.stringContaining(': thua (lỗ '));
    expect(await inbox(idle.token)).toMatchObject({ results: [], unread: 0 });
    // The live result's text is the inbox's.
    expect(await betRows(settled.id)).toEqual([
      { playerId: two.player.id, content: text(2, 150, won('CAO', 1_500_000)) },
      { playerId: one.player.id, content: text(1, 60, won('THAP', 600_000)) },
    ]);
  });

  it("is read by the live result's id (ĐỒNG Ý), by the inbox, or with all; another player's id reads nothing", async () => {
    await nextRound();
    const [p, other] = [await t.register('binbox04'), await t.register('binbox05')];
    await t.fund(p.player.id, 1000);
    await t.fund(other.player.id, 1000);
    expect((await placeBet(t, { token: p.token, amount: 10, gate: 'TRAI' })).statusCode).toBe(201);
    expect((await placeBet(t, { token: other.token, amount: 10, gate: 'TRAI' })).statusCode).toBe(201);
    const first = await settleCurrent();
    await nextRound();
    expect((await placeBet(t, { token: p.token, amount: 20, gate: 'PHAI' })).statusCode).toBe(201);
    const second = await settleCurrent();
    // An operator's notice after both: the inbox is newest first across both kinds.
    clock.advance(1000);
    expect((await t.request({ method: 'POST', url: '/v1/admin/notifications', token: admin, payload: { playerId: p.player.id, content: 'Tin' } })).statusCode).toBe(201);
    const list = await inbox(p.token);
    expect(list.results.map((r) => r.id)).toEqual([expect.stringMatching(/^[0-9]+$/), `bet-${second.id}-${p.player.id}`, `bet-${first.id}-${p.player.id}`]);
    expect(list.unread).toBe(3);
    // Pages by number cut the same list.
    const pages = [await inbox(p.token, '?limit=2'), await inbox(p.token, '?limit=2&page=2')];
    expect(pages.flatMap((page) => page.results.map((r) => r.id))).toEqual(list.results.map((r) => r.id));

    // Someone else's result is not the caller's to read; their own is.
    expect(await markRead(p.token, { ids: [`bet-${first.id}-${other.player.id}`] })).toBe(3);
    expect((await inbox(other.token)).unread).toBe(1);
    expect(await markRead(p.token, { ids: [`bet-${first.id}-${p.player.id}`] })).toBe(2);
    expect((await inbox(p.token)).results.map((r) => r.read)).toEqual([false, false, true]);
    expect(await markRead(p.token, { all: true })).toBe(0);
    expect((await inbox(p.token)).results.every((r) => r.read)).toBe(true);
  });

  it('is written once per player per round when a chunk is retried after a failure or credited by two passes at once', async () => {
    await nextRound();
    const bettors = [await t.register('binbox06'), await t.register('binbox07'), await t.register('binbox08')];
    for (const b of bettors) {
      await t.fund(b.player.id, 100);
      expect((await placeBet(t, { token: b.token, amount: 20, gate: 'CAO' })).statusCode).toBe(201);
    }
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    clock.set(round.endTime + 5);
    const claimed = (await claimSettlement(t.app.ctx, t.app.game.chains, round, clock.now()))!;
    // Bet results, then an effect that fails: the chunk's transaction, bet results included, rolls back.
    const failing: SettlementEffect = { name: 'failing', on: 'players', run: () => Promise.reject(new Error('unavailable')) };
    const effects = [betResultsEffect()];
    await expect(creditSettlement({ ...t.app.ctx, effects: [...effects, failing], minChunk: 1 }, claimed)).rejects.toThrow('unavailable');
    expect(await betRows(claimed.id)).toEqual([]);
    // Two passes at once (another instance's tick), chunks of one player each.
    await Promise.all([creditSettlement({ ...t.app.ctx, effects, minChunk: 1, lanes: 2 }, claimed), creditSettlement({ ...t.app.ctx, effects, minChunk: 1, lanes: 2 }, claimed)]);
    expect((await betRows(claimed.id)).map((r) => r.playerId)).toEqual(bettors.map((b) => b.player.id));
    // The effect run again over the same players writes nothing more.
    const chunk = await t.database.db.selectFrom('roundStakes').select(['playerId', 'bets', 'staked']).where('roundId', '=', claimed.id).execute();
    await t.database.db.transaction().execute((trx) => betResultsEffect().run(trx, { round: claimed, stakes: chunk.map((s) => ({ ...s, won: 0 })), stakesRows: undefined as never }));
    expect(await betRows(claimed.id)).toHaveLength(bettors.length);
    await t.app.game.engine.tick();
  });

  it("is not sent twice on a reconnect: the STATUS brings the result rebuilt from the bets, not the stored one too", async () => {
    await nextRound();
    const p = await t.register('binbox09');
    await t.fund(p.player.id, 100);
    expect((await placeBet(t, { token: p.token, amount: 30, gate: 'THAP' })).statusCode).toBe(201);
    const since = clock.now();
    const settled = await settleCurrent();
    const player = await t.database.db.selectFrom('players').selectAll().where('id', '=', p.player.id).executeTakeFirstOrThrow();
    const missed: StatusPayload['notifications'] = await missedNotifications(t.app.ctx, player, since);
    expect(missed.map((m) => m.id)).toEqual([`bet-${settled.id}-${p.player.id}`]);
    expect(missed[0]!.bet).toBeDefined();
  });

  it('a reconnect learns what was read meanwhile on another device, bet results by the id they went live with', async () => {
    await nextRound();
    const p = await t.register('binbox10');
    await t.fund(p.player.id, 100);
    expect((await placeBet(t, { token: p.token, amount: 30, gate: 'CAO' })).statusCode).toBe(201);
    const settled = await settleCurrent();
    const player = await t.database.db.selectFrom('players').selectAll().where('id', '=', p.player.id).executeTakeFirstOrThrow();
    const sent = await t.request({ method: 'POST', url: '/v1/admin/notifications', token: admin, payload: { playerId: p.player.id, content: 'Chúc mừng năm mới.' } });
    expect(sent.statusCode).toBe(201);
    const [funded] = (await inbox(p.token)).results.filter((r) => !r.id.startsWith('bet-'));
    const since = clock.now();
    clock.advance(1_000);
    expect(await readNotificationsSince(t.app.ctx, player, since)).toEqual([]);
    await markRead(p.token, { ids: [funded!.id, `bet-${settled.id}-${p.player.id}`] });
    expect((await readNotificationsSince(t.app.ctx, player, since)).sort()).toEqual([funded!.id, `bet-${settled.id}-${p.player.id}`].sort());
    // A first connect (no since) and a STATUS after the read learn nothing.
    expect(await readNotificationsSince(t.app.ctx, player, undefined)).toEqual([]);
    clock.advance(1_000);
    expect(await readNotificationsSince(t.app.ctx, player, clock.now())).toEqual([]);
  });
});
