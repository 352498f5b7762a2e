import { type Compilable, sql } from 'kysely';
import type { PlaceBetResponse } from '../../../../shared/api/bets.js';
import { winPayout } from '../../../../shared/game.js';
import { ledgerProblems } from '../../ledger/ledger.checks.js';
import { heldGates } from '../../rounds/index.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { queryPlan } from '../../../testing/query-plan.js';
import { createTestApp, type TestApp, usingPostgres } from '../../../testing/test-app.js';

// The batched bet path: bets arriving together are written in one transaction, and a bet that fails
// at the database is refused alone, never its batch-mates.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clockInRound(10) });
});
afterAll(() => t.close());

async function registerFunded(prefix: string, count: number) {
  const players = [];
  for (let i = 0; i < count; i++) {
    const p = await t.register(`${prefix}${String(i).padStart(3, '0')}`);
    await t.fund(p.player.id, 100);
    players.push(p);
  }
  return players;
}

/** A bet of exactly 77 points fails at the database (a trigger), as an unforeseen error would. */
async function poisonBetsOf77(): Promise<() => Promise<void>> {
  if (t.database.dialect === 'postgres') {
    await sql`create function poison_bet() returns trigger language plpgsql as $$ begin raise exception 'poisoned bet'; end $$`.execute(t.database.db);
    await sql`create trigger poison_bet before insert on bets for each row when (new.amount = 770000) execute function poison_bet()`.execute(t.database.db);
    return async () => {
      await sql`drop trigger poison_bet on bets`.execute(t.database.db);
      await sql`drop function poison_bet()`.execute(t.database.db);
    };
  }
  await sql`create trigger poison_bet before insert on bets when new.amount = 770000 begin select raise(abort, 'poisoned bet'); end`.execute(t.database.db);
  return async () => void (await sql`drop trigger poison_bet`.execute(t.database.db));
}

describe('bets in batches', () => {
  it('writes bets that arrive together in one batch', async () => {
    const players = await registerFunded('batch', 12);
    const before = { ...t.app.game.placement.store.stats };
    const answers = await Promise.all(players.map((p, i) => placeBet(t, { token: p.token, amount: 10 + i, gate: i % 2 ? 'CAO' : 'TRAI' })));
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 201));
    const stats = t.app.game.placement.store.stats;
    // Fewer transactions than bets: they shared commits.
    expect(stats.batches - before.batches).toBeLessThan(players.length);
    expect(stats.bets - before.bets).toBe(players.length);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  (usingPostgres() ? it : it.skip)('writes a batch in two round trips on PostgreSQL: its facts with the begin, its writes with the commit', async () => {
    const players = await registerFunded('trips', 8);
    const trips = t.database.roundTrips!;
    const batch = async (amount: number) => {
      const before = { trips: trips(), batches: t.app.game.placement.store.stats.batches };
      const answers = await Promise.all(players.map((p, i) => placeBet(t, { token: p.token, amount, gate: i % 2 ? 'CAO' : 'TRAI' })));
      expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 201));
      return { trips: trips() - before.trips, batches: t.app.game.placement.store.stats.batches - before.batches };
    };
    // Its statements are prepared on the connections from their third run.
    for (let run = 1; run <= 6; run++) await batch(10);
    const one = await batch(10);
    expect(one.trips).toBe(2 * one.batches);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it('refuses a bet that fails at the database alone: its batch-mates are placed, and it leaves nothing behind', async () => {
    const players = await registerFunded('poison', 9);
    const cure = await poisonBetsOf77();
    try {
      const splits = t.app.game.placement.store.stats.splits;
      const answers = await Promise.all(players.map((p, i) => placeBet(t, { token: p.token, amount: i === 4 ? 77 : 20, gate: 'CAO' })));
      expect(answers.map((a) => a.statusCode)).toEqual(players.map((_, i) => (i === 4 ? 500 : 201)));
      expect(typeof answers[4]!.json<{ message: string }>().message).toBe('string');
      expect(t.app.game.placement.store.stats.splits).toBeGreaterThan(splits);
      for (const [i, a] of answers.entries()) if (i !== 4) expect(a.json<PlaceBetResponse>().balance).toBe(80);
      const poisoned = players[4]!.player.id;
      const rows = await t.database.db.selectFrom('ledgerEntries').select('kind').where('playerId', '=', poisoned).execute();
      expect(rows.map((r) => r.kind)).toEqual(['DEPOSIT']);
      expect(await t.database.db.selectFrom('bets').select('id').where('playerId', '=', poisoned).execute()).toEqual([]);
    } finally {
      await cure();
    }
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it("reads the gates a player holds from their stakes' row in the round, one key lookup, not by reading their bets", async () => {
    const [player] = await registerFunded('held', 1);
    const answers = await Promise.all(['CAO', 'TRAI', 'CAO'].map((gate) => placeBet(t, { token: player!.token, amount: 10, gate })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const roundId = answers[0]!.json<PlaceBetResponse>().bet.session.id;
    const held = heldGates(t.database.db, [{ roundId, playerId: player!.player.id }]);
    expect(held.decode(await held.query!.execute()).get(`${roundId}:${player!.player.id}`)).toEqual(new Set(['CAO', 'TRAI']));
    // The row the three bets added to: what settlement credits from.
    const row = await t.database.db.selectFrom('roundStakes').selectAll().where('roundId', '=', roundId).where('playerId', '=', player!.player.id).executeTakeFirstOrThrow();
    const { payoutBps } = await t.database.db.selectFrom('rounds').select('payoutBps').where('id', '=', roundId).executeTakeFirstOrThrow();
    const pays = winPayout(100_000, payoutBps);
    expect(row).toMatchObject({ bets: 3, staked: 300_000, gates: 0b0101, wonIfCao: 2 * pays, wonIfThap: 0, wonIfTrai: pays, wonIfPhai: 0 });
    const plan = await queryPlan(t.database.db, held.query as unknown as Compilable);
    expect(plan).not.toMatch(/bets|SCAN s\b|Seq Scan on round_stakes/);
    expect(plan).toMatch(t.database.dialect === 'postgres' ? /round_stakes_pk/ : /PRIMARY KEY \(round_id=\? AND player_id=\?\)/);
  });
});
