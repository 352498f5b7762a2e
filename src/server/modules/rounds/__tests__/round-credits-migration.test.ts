import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateTo, migrateToLatest } from '../../../db/migrate.js';
import { freshDatabase } from '../../../testing/test-app.js';
import { Ledger } from '../../ledger/ledger.service.js';
import { creditSettlement, type SettlementEffect } from '../settlement.js';

// Migration 0025 on a round caught mid-credit by the release before it (one cursor, credited through
// player 3 in two chunks): what it credited is kept as a done chunk, the rest is one chunk to do,
// numbered after the two, so its HOUSE row takes a shard of its own; its own effects are still to do.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

describe('migration 0025', () => {
  it('plans the rest of a round caught mid-credit, which the next pass credits alone', async () => {
    const db = handle.db as Kysely<unknown>;
    await migrateTo(db, '0024_round_stakes', handle.schema);
    for (const id of [1, 2, 3, 4, 5]) {
      await sql`insert into players (id, username, username_key, password_hash, ref_code, created_at, updated_at, balance)
        values (${id}, ${`rc${id}`}, ${`rc${id}`}, 'x', ${`RC${id}`}, 0, 0, 0)`.execute(db);
    }
    // Round 1 credited through player 3 (two chunks), round 2 done: every player won 1,950 on CAO.
    await sql`insert into rounds (id, zone, inc_id, start_time, end_time, chain_no, seed_hash, status, payout_bps, result, high_low_winner, odd_even_winner,
        settled_at, bet_count, player_count, credited_through, credited_chunks, credited_at)
      values (1, 'LEVEL_1', 101, 0, 60000, 0, 'h', 'SETTLED', 19500, '90000', 'CAO', 'TRAI', 60000, 5, 3, 3, 2, null),
             (2, 'LEVEL_1', 102, 60000, 120000, 0, 'h', 'SETTLED', 19500, '90000', 'CAO', 'TRAI', 120000, 1, 1, 0, 1, 120000)`.execute(db);
    for (const [round, player] of [[1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [2, 1]]) {
      await sql`insert into round_stakes (round_id, player_id, bets, staked, gates, won_if_cao, won_if_thap, won_if_trai, won_if_phai)
        values (${round}, ${player}, 1, 1000, 1, 1950, 0, 0, 0)`.execute(db);
    }
    await migrateToLatest(db, handle.schema);

    const chunks = await handle.db.selectFrom('roundCredits').selectAll().orderBy('roundId').orderBy('chunk').execute();
    expect(chunks).toEqual([
      { roundId: 1, chunk: -1, afterPlayer: 0, throughPlayer: 0, creditedAt: null },
      { roundId: 1, chunk: 1, afterPlayer: 0, throughPlayer: 3, creditedAt: 60_000 },
      { roundId: 1, chunk: 2, afterPlayer: 3, throughPlayer: 5, creditedAt: null },
    ]);
    const round = await handle.db.selectFrom('rounds').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(round).not.toHaveProperty('creditedThrough');
    const roundEffects: number[] = [];
    const recorder: SettlementEffect = { name: 'commissions', on: 'round', run: async (_, settlement) => void roundEffects.push(settlement.round.id) };
    const deps = { db: handle.db, ledger: new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER })), clock: { now: () => 61_000 }, effects: [recorder] };
    await creditSettlement(deps, round);
    await creditSettlement(deps, round);
    expect(roundEffects).toEqual([1]);
    const wins = await handle.db.selectFrom('ledgerEntries').select(['playerId', 'systemShard', 'delta']).where('kind', '=', 'WIN').orderBy('id').execute();
    expect(wins).toEqual([
      { playerId: 4, systemShard: 0, delta: 1950 },
      { playerId: 5, systemShard: 0, delta: 1950 },
      { playerId: null, systemShard: 2, delta: -3900 },
    ]);
    const after = await handle.db.selectFrom('rounds').select(['playerCount', 'creditedChunks', 'creditedAt']).where('id', '=', 1).executeTakeFirstOrThrow();
    expect(after).toEqual({ playerCount: 5, creditedChunks: 3, creditedAt: 61_000 });
  });
});
