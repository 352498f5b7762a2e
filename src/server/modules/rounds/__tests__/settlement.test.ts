import fc from 'fast-check';
import { sql } from 'kysely';
import { gateWins, winPayout } from '../../../../shared/game.js';
import type { ManualClock } from '../../../lib/clock.js';
import { winPayoutSql } from '../rounds.outcome.js';
import { ledgerProblems } from '../../ledger/ledger.checks.js';
import { balanceOf, clockInRound, placeBet, seedBets } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { claimSettlement, creditSettlement, type SettlementEffect, settleRound } from '../settlement.js';

// Settlement and the engine, called directly: what they write, what they tell, and what hangs off them.

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));

/** Two players, on opposite gates of the open LEVEL_3 round: exactly one of them wins. */
async function contestedRound(names: [string, string], amounts: [number, number] = [100, 60]) {
  const [high, low] = [await t.register(names[0]), await t.register(names[1])];
  await t.fund(high.player.id, 1000);
  await t.fund(low.player.id, 1000);
  expect((await placeBet(t, { token: high.token, amount: amounts[0], gate: 'CAO' })).statusCode).toBe(201);
  expect((await placeBet(t, { token: low.token, amount: amounts[1], gate: 'THAP' })).statusCode).toBe(201);
  const round = await t.app.game.engine.currentRound('LEVEL_3');
  return { high: high.player.id, low: low.player.id, round };
}

/** `count` players named `<prefix><n>`, without the ledger (they only bet through seedBets), their ids in order. */
async function manyPlayers(prefix: string, count: number): Promise<number[]> {
  const now = clock.now();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const names = Array.from({ length: Math.min(500, count - start) }, (_, i) => `${prefix}${start + i}`);
    const rows = await t.database.db
      .insertInto('players')
      .values(names.map((name) => ({ username: name, usernameKey: name, passwordHash: 'x', refCode: name.toUpperCase(), createdAt: now, updatedAt: now })))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

const houseRows = (roundId: number) =>
  t.database.db.selectFrom('ledgerEntries').select(['delta', 'balanceAfter']).where('systemAccount', '=', 'HOUSE').where('kind', '=', 'WIN').where('refId', '=', String(roundId)).execute();

describe('settleRound', () => {
  it('credits the winner from HOUSE at the round\'s own rate in whole units, once, and says what happened', async () => {
    // Stakes with a 1/10,000 point: the win is floor(amount x rate), never a fraction of a unit.
    const { high, low, round } = await contestedRound(['settle001', 'settle002'], [100.0001, 60.0003]);
    clock.set(round.endTime + 5);
    const settlement = (await settleRound(t.app.ctx, t.app.game.chains, round, clock.now()))!;
    const highWon = gateWins('CAO', settlement.round.result!);
    const [winner, stake] = highWon ? [high, 1_000_001] : [low, 600_003];
    const win = winPayout(stake, round.payoutBps);
    expect(Number.isInteger(win)).toBe(true);
    expect(settlement.round).toMatchObject({ status: 'SETTLED', betCount: 2, playerCount: 2, totalBet: 1_600_004, totalPayout: win });
    expect(settlement.credited).toEqual([{ playerId: winner, balance: 10_000_000 - stake + win, version: 3 }]);
    expect((await houseRows(round.id)).map((r) => r.delta)).toEqual([-win]);
    // A second settlement (another instance, a restart) finds it settled and does nothing.
    expect(await settleRound(t.app.ctx, t.app.game.chains, { ...round, status: 'OPEN' }, clock.now())).toBeUndefined();
    const stored = await t.database.db.selectFrom('players').select('balance').where('id', '=', winner).executeTakeFirstOrThrow();
    expect(stored.balance).toBe(10_000_000 - stake + win);
    await t.app.game.engine.tick();
  });

  it('fixes the result in its claim; an effect failing with the claim leaves the round open, one failing with the credits leaves them to the next pass', async () => {
    clock.advance(60_000);
    const { high, low } = await contestedRound(['settle003', 'settle004']);
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    clock.set(round.endTime + 5);
    const seen: unknown[] = [];
    const recorder: SettlementEffect = {
      name: 'recorder',
      on: 'players',
      run: async (trx, settlement) => {
        // Inside the chunk's transaction: the round reads as settled, the chunk's players are given.
        const row = await trx.selectFrom('rounds').select('status').where('id', '=', settlement.round.id).executeTakeFirstOrThrow();
        seen.push({ status: row.status, players: settlement.stakes.length });
      },
    };
    const failing = (on: SettlementEffect['on']): SettlementEffect => ({ name: 'commissions', on, run: async () => Promise.reject(new Error('commission table unavailable')) });
    const before = [await balanceOf(t, high), await balanceOf(t, low)];
    const status = async () => (await t.database.db.selectFrom('rounds').select(['status', 'creditedAt']).where('id', '=', round.id).executeTakeFirstOrThrow());
    await expect(settleRound({ ...t.app.ctx, effects: [failing('claim')] }, t.app.game.chains, round, clock.now())).rejects.toThrow('commission table unavailable');
    expect(await status()).toEqual({ status: 'OPEN', creditedAt: null });

    const claimed = (await claimSettlement({ ...t.app.ctx, effects: [recorder, failing('round')] }, t.app.game.chains, round, clock.now()))!;
    expect(claimed.status).toBe('SETTLED');
    // Two players make one chunk: it is credited and kept; the round's own effects, after every
    // chunk, fail in their own transaction and are left to the next pass, which credits nothing again.
    const paid = gateWins('CAO', claimed.result!) ? [before[0]! + 195, before[1]!] : [before[0]!, before[1]! + 117];
    await expect(creditSettlement({ ...t.app.ctx, effects: [recorder, failing('round')] }, claimed)).rejects.toThrow('commission table unavailable');
    expect(await status()).toEqual({ status: 'SETTLED', creditedAt: null });
    expect([await balanceOf(t, high), await balanceOf(t, low)]).toEqual(paid);
    expect(await houseRows(round.id)).toHaveLength(1);
    await creditSettlement({ ...t.app.ctx, effects: [recorder] }, claimed);
    expect(await status()).toEqual({ status: 'SETTLED', creditedAt: claimed.settledAt });
    // 100 on CAO against 60 on THAP, at 1.95: paid once.
    expect([await balanceOf(t, high), await balanceOf(t, low)]).toEqual(paid);
    expect(await houseRows(round.id)).toHaveLength(1);
    expect(seen).toEqual([{ status: 'SETTLED', players: 2 }]);
    await t.app.game.engine.tick();
  });

  it('credits a big round in chunks, each its own transaction on its own HOUSE shard, each player once even when a pass stops midway', async () => {
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    const players = 3_500;
    const now = clock.now();
    const ids = await manyPlayers('chunk', players);
    await seedBets(t.database.db, round, ids.map((playerId, i) => ({ playerId, gate: i % 2 ? 'CAO' : 'THAP', amount: 10_000, createdAt: now })));
    clock.set(round.endTime + 5);
    const claimed = (await claimSettlement(t.app.ctx, t.app.game.chains, round, clock.now()))!;
    expect(claimed.betCount).toBe(players);
    let chunks = 0;
    // The third chunk fails (its database connection dropped): the others are kept, it waits for the next pass.
    const stopper: SettlementEffect = {
      name: 'stopper',
      on: 'players',
      run: async () => {
        chunks += 1;
        if (chunks === 3) throw new Error('connection lost');
      },
    };
    // One chunk at a time here (PostgreSQL credits two at once: the test after this one).
    await expect(creditSettlement({ ...t.app.ctx, effects: [stopper], minChunk: 1000, lanes: 1 }, claimed)).rejects.toThrow('connection lost');
    const midway = await t.database.db.selectFrom('rounds').select(['creditedChunks', 'creditedAt']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(midway).toEqual({ creditedChunks: 3, creditedAt: null });
    const left = await t.database.db.selectFrom('roundCredits').select('chunk').where('roundId', '=', round.id).where('creditedAt', 'is', null).execute();
    expect(left).toEqual([{ chunk: 2 }]);
    await creditSettlement({ ...t.app.ctx, minChunk: 1000 }, claimed);
    const winners = ids.filter((_, i) => gateWins(i % 2 ? 'CAO' : 'THAP', claimed.result!));
    const wins = await t.database.db.selectFrom('ledgerEntries').select(['playerId', 'delta']).where('kind', '=', 'WIN').where('refId', '=', String(round.id)).where('playerId', 'is not', null).orderBy('playerId').execute();
    expect(wins).toEqual(winners.map((playerId) => ({ playerId, delta: winPayout(10_000, round.payoutBps) })));
    // The totals added up chunk by chunk, each chunk once.
    const totals = await t.database.db.selectFrom('rounds').select(['playerCount', 'totalBet', 'totalPayout']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(totals).toEqual({ playerCount: players, totalBet: players * 10_000, totalPayout: winners.length * winPayout(10_000, round.payoutBps) });
    // 3,500 players: chunks of 1,000 (at most 16 chunks, at least 1,000 players each), one HOUSE row on each chunk's shard.
    expect((await t.database.db.selectFrom('ledgerEntries').select('systemShard').where('systemAccount', '=', 'HOUSE').where('kind', '=', 'WIN').where('refId', '=', String(round.id)).execute()).map((r) => r.systemShard).sort()).toEqual([0, 1, 2, 3]);
    await t.app.game.engine.tick();
  });

  it('credits chunks side by side: two passes at once, two chunks each at a time, credit every player once', async () => {
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    const now = clock.now();
    const ids = await manyPlayers('lane', 3_500);
    await seedBets(t.database.db, round, ids.map((playerId, i) => ({ playerId, gate: i % 2 ? 'TRAI' : 'PHAI', amount: 10_000, createdAt: now })));
    clock.set(round.endTime + 5);
    const claimed = (await claimSettlement(t.app.ctx, t.app.game.chains, round, clock.now()))!;
    const told: number[] = [];
    const pass = () => creditSettlement({ ...t.app.ctx, minChunk: 1000, lanes: 2 }, claimed, (_, players) => told.push(...players.map((p) => p.playerId)));
    await Promise.all([pass(), pass()]);
    // Each chunk credited by one pass, whichever: every player told once, every winner paid once.
    expect(told.sort((a, b) => a - b)).toEqual(ids);
    const winners = ids.filter((_, i) => gateWins(i % 2 ? 'TRAI' : 'PHAI', claimed.result!));
    const wins = await t.database.db.selectFrom('ledgerEntries').select(['playerId', 'delta']).where('kind', '=', 'WIN').where('refId', '=', String(round.id)).where('playerId', 'is not', null).orderBy('playerId').execute();
    expect(wins).toEqual(winners.map((playerId) => ({ playerId, delta: winPayout(10_000, round.payoutBps) })));
    const stored = await t.database.db.selectFrom('rounds').select(['playerCount', 'totalPayout', 'creditedChunks', 'creditedAt']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ playerCount: 3_500, totalPayout: winners.length * winPayout(10_000, round.payoutBps), creditedChunks: 4, creditedAt: claimed.settledAt });
    const chunks = await t.database.db.selectFrom('roundCredits').select(['chunk', 'afterPlayer', 'throughPlayer']).where('roundId', '=', round.id).orderBy('chunk').execute();
    // The round's own effects first (no players), then the chunks' bounds.
    expect(chunks).toEqual([
      { chunk: -1, afterPlayer: 0, throughPlayer: 0 },
      ...[0, 1, 2, 3].map((chunk) => ({ chunk, afterPlayer: chunk ? ids[chunk * 1000 - 1] : 0, throughPlayer: ids[Math.min(chunk * 1000 + 999, 3_499)] })),
    ]);
    const shards = await t.database.db.selectFrom('ledgerEntries').select('systemShard').where('systemAccount', '=', 'HOUSE').where('kind', '=', 'WIN').where('refId', '=', String(round.id)).execute();
    expect(shards.map((r) => r.systemShard).sort()).toEqual([0, 1, 2, 3]);
    await t.app.game.engine.tick();
  });
});

describe('the payout rule', () => {
  it('is the same integer function in TypeScript and in the SQL settlement sums with', async () => {
    const pairs = fc.sample(fc.tuple(fc.integer({ min: 1, max: 10_000_000_000 }), fc.integer({ min: 10_001, max: 100_000 })), { numRuns: 200, seed: 7 });
    // Amounts where a real division would pay a fraction of a unit (SQLite binds numbers as reals).
    pairs.push([100_140_000, 19_500], [100_001, 19_500], [100_200, 19_500], [3, 19_999]);
    for (const [amount, bps] of pairs) {
      // The amount as the BIGINT column settlement reads it from.
      const row = await sql<{ paid: number }>`select ${winPayoutSql(sql`cast(${sql.lit(amount)} as bigint)`, bps)} as paid`.execute(t.database.db);
      expect([amount, bps, Number(row.rows[0]!.paid)]).toEqual([amount, bps, winPayout(amount, bps)]);
    }
  });
});

describe('the round engine', () => {
  it('fixes the rate when a round opens: a change pays the open round\'s bets at the old rate, the next round at the new one', async () => {
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const { high, low, round } = await contestedRound(['rate00001', 'rate00002'], [100, 100]);
    expect(round.payoutBps).toBe(19_500);
    const operator = await t.database.db.selectFrom('players').selectAll().where('role', '=', 'ADMIN').executeTakeFirstOrThrow();
    await t.app.ctx.settings.set(operator, 'payoutBps', 19_800);
    try {
      clock.set(round.endTime + 5);
      await t.app.game.engine.tick();
      const settled = await t.database.db.selectFrom('rounds').selectAll().where('id', '=', round.id).executeTakeFirstOrThrow();
      expect(settled.payoutBps).toBe(19_500);
      const winner = gateWins('CAO', settled.result!) ? high : low;
      expect(await balanceOf(t, winner)).toBe(900 + 195);
      const next = await t.app.game.engine.currentRound('LEVEL_3');
      expect(next.incId).toBe(round.incId + 1);
      expect(next.payoutBps).toBe(19_800);
      const shown = (await t.request({ method: 'GET', url: '/v1/system' })).json<{ zones: { LEVEL_3: { current: { payoutBps: number }; last: { payoutBps: number } } }; game: { payoutBps: number } }>();
      expect([shown.zones.LEVEL_3.last.payoutBps, shown.zones.LEVEL_3.current.payoutBps, shown.game.payoutBps]).toEqual([19_500, 19_800, 19_800]);
    } finally {
      await t.app.ctx.settings.set(operator, 'payoutBps', 19_500);
    }
  });

  it('tells the app what settled, after the settlement committed', async () => {
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const { round } = await contestedRound(['events001', 'events002']);
    const emitted = jest.spyOn(t.app.ctx.events, 'emit');
    clock.set(round.endTime + 5);
    await t.app.game.engine.tick();
    const names = emitted.mock.calls.map(([name]) => name);
    expect(names.filter((n) => n === 'balanceChanged')).toHaveLength(1);
    expect(emitted.mock.calls.find(([name, payload]) => name === 'roundClosed' && (payload as { zone: string }).zone === 'LEVEL_3')?.[1]).toMatchObject({ zone: 'LEVEL_3', last: { id: round.id, status: 'SETTLED' } });
    emitted.mockRestore();
  });

  it('after downtime waits for the next round end, not re-ticking every 250 ms', async () => {
    // Half an hour without a server: rounds in between never existed.
    clock.advance(30 * 60_000);
    await t.app.game.engine.tick();
    const ends = await Promise.all((['LEVEL_1', 'LEVEL_3', 'LEVEL_5'] as const).map((z) => t.app.game.engine.currentRound(z)));
    const nearest = Math.min(...ends.map((r) => r.endTime)) - clock.now();
    expect(t.app.game.engine.nextWake()).toBeGreaterThan(nearest);
    expect(t.app.game.engine.nextWake()).toBeLessThanOrEqual(nearest + 20);
  });
});
