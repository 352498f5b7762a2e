import type { InboxItem, InboxResponse, MarkReadResponse } from '../../../../shared/api/notifications.js';
import { gateWins, winPayout } from '../../../../shared/game.js';
import { formatPoints } from '../../../../shared/money.js';
import type { StatusPayload } from '../../../../shared/realtime.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { claimSettlement, creditSettlement } from '../../rounds/index.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { BET_RESULTS_KEPT_MS, inbox as inboxOf, missedNotifications, readNotificationsSince } from '../notifications.service.js';

// Issue 50 §4: a player who was away finds each round they played in the inbox, once per round
// (not per bet), with the result, their bets and the net, read and unread like any notification,
// built from their stakes when the inbox is read (settlement writes nothing for it).

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
const storedFor = (playerId: number) => t.database.db.selectFrom('notifications').select('id').where('playerId', '=', playerId).execute();

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
    const entry = (playerId: number, content: string): InboxItem => ({ id: `bet-${settled.id}-${playerId}`, title: n.betResultTitle, content, createdAt: new Date(settled.endTime).toISOString(), read: false });

    expect(await inbox(two.token)).toMatchObject({ results: [entry(two.player.id, text(2, 150, won('CAO', 1_500_000)))], unread: 1, totalResults: 1 });
    expect(await inbox(one.token)).toMatchObject({ results: [entry(one.player.id, text(1, 60, won('THAP', 600_000)))], unread: 1, totalResults: 1 });
    // The loser's entry says so, with what the round cost them.
    const contents = [(await inbox(two.token)).results[0]!.content, (await inbox(one.token)).results[0]!.content];
    expect(contents).toContainEqual(expect.stringContaining(': thua (lỗ '));
    expect(await inbox(idle.token)).toMatchObject({ results: [], unread: 0 });
    // Settlement stored nothing for it: the entries are the players' stakes in the round.
    expect(await storedFor(two.player.id)).toEqual([]);
    expect(await storedFor(one.player.id)).toEqual([]);
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

  it("shows a round's result once it has credited the player, as the live result is told, not while it is only claimed", async () => {
    await nextRound();
    const p = await t.register('binbox11');
    await t.fund(p.player.id, 100);
    expect((await placeBet(t, { token: p.token, amount: 20, gate: 'CAO' })).statusCode).toBe(201);
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    clock.set(round.endTime + 5);
    const claimed = (await claimSettlement(t.app.ctx, t.app.game.chains, round, clock.now()))!;
    // Claimed: the result is known, the player not yet credited. A read of it now names nothing of theirs.
    expect(await inbox(p.token)).toMatchObject({ results: [], unread: 0, totalResults: 0 });
    expect(await markRead(p.token, { ids: [`bet-${claimed.id}-${p.player.id}`] })).toBe(0);
    await creditSettlement(t.app.ctx, claimed);
    expect(await inbox(p.token)).toMatchObject({ results: [{ id: `bet-${claimed.id}-${p.player.id}`, read: false }], unread: 1, totalResults: 1 });
    await t.app.game.engine.tick();
  });

  it("'Tất cả' reads the results of rounds ended until then, not those after; a result leaves the inbox after a week", async () => {
    await nextRound();
    const p = await t.register('binbox06');
    await t.fund(p.player.id, 1000);
    expect((await placeBet(t, { token: p.token, amount: 10, gate: 'CAO' })).statusCode).toBe(201);
    const first = await settleCurrent();
    expect(await markRead(p.token, { all: true })).toBe(0);
    await nextRound();
    expect((await placeBet(t, { token: p.token, amount: 10, gate: 'THAP' })).statusCode).toBe(201);
    const second = await settleCurrent();
    const list = await inbox(p.token);
    expect(list.results.map((r) => [r.id, r.read])).toEqual([
      [`bet-${second.id}-${p.player.id}`, false],
      [`bet-${first.id}-${p.player.id}`, true],
    ]);
    expect(list.unread).toBe(1);
    // A week after the first round's end it is gone from the list, its count and its total; the second, read, stays a little longer.
    expect(await markRead(p.token, { ids: [`bet-${second.id}-${p.player.id}`] })).toBe(0);
    // (The service itself: a week on, the test's tokens have expired.)
    const player = await t.database.db.selectFrom('players').selectAll().where('id', '=', p.player.id).executeTakeFirstOrThrow();
    const weekOn = async (from: number) => {
      const now = clock.now();
      clock.set(from + BET_RESULTS_KEPT_MS + 1);
      try {
        return await inboxOf(t.app.ctx, player, {});
      } finally {
        clock.set(now);
      }
    };
    expect(await weekOn(first.endTime)).toMatchObject({ results: [{ id: `bet-${second.id}-${p.player.id}`, read: true }], totalResults: 1, unread: 0 });
    expect(await weekOn(second.endTime)).toMatchObject({ results: [], totalResults: 0, unread: 0 });
  });

  it('a result read on another device is not shown again by a reconnect', async () => {
    await nextRound();
    const p = await t.register('binbox07');
    await t.fund(p.player.id, 100);
    expect((await placeBet(t, { token: p.token, amount: 30, gate: 'TRAI' })).statusCode).toBe(201);
    const since = clock.now();
    const settled = await settleCurrent();
    const player = await t.database.db.selectFrom('players').selectAll().where('id', '=', p.player.id).executeTakeFirstOrThrow();
    expect((await missedNotifications(t.app.ctx, player, since)).map((m) => m.id)).toEqual([`bet-${settled.id}-${p.player.id}`]);
    expect(await markRead(p.token, { ids: [`bet-${settled.id}-${p.player.id}`] })).toBe(0);
    expect(await missedNotifications(t.app.ctx, player, since)).toEqual([]);
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
    expect(await readNotificationsSince(t.app.ctx, player, since)).toEqual({ ids: [] });
    await markRead(p.token, { ids: [funded!.id, `bet-${settled.id}-${p.player.id}`] });
    expect((await readNotificationsSince(t.app.ctx, player, since)).ids.sort()).toEqual([funded!.id, `bet-${settled.id}-${p.player.id}`].sort());
    // A first connect (no since) and a STATUS after the read learn nothing.
    expect(await readNotificationsSince(t.app.ctx, player, undefined)).toEqual({ ids: [] });
    clock.advance(1_000);
    const later = clock.now();
    expect(await readNotificationsSince(t.app.ctx, player, later)).toEqual({ ids: [] });
    // 'Tất cả' meanwhile: everything.
    await markRead(p.token, { all: true });
    expect(await readNotificationsSince(t.app.ctx, player, later)).toEqual({ ids: [], all: true });
  });
});
