import { type Kysely, sql } from 'kysely';
import { GATES, type Gate, winPayout } from '../../../../shared/game.js';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateTo, migrateToLatest } from '../../../db/migrate.js';
import { freshDatabase } from '../../../testing/test-app.js';

// Migration 0024 on the data of the release before it: each player's stakes in each round built from
// their bets, what each gate pays being the sum of each bet's own floored payout at its round's rate.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

describe('migration 0024', () => {
  it("builds every player's stakes in every round from their bets", async () => {
    const db = handle.db as Kysely<unknown>;
    await migrateTo(db, '0023_wins_kept_for_home', handle.schema);
    for (const id of [1, 2, 3]) {
      await sql`insert into players (id, username, username_key, password_hash, ref_code, created_at, updated_at)
        values (${id}, ${`rs${id}`}, ${`rs${id}`}, 'x', ${`RS${id}`}, 0, 0)`.execute(db);
    }
    // A settled round at 1.95 and an open one at 1.9.
    const rates = new Map([
      [1, 19_500],
      [2, 19_000],
    ]);
    for (const [id, rate] of rates) {
      await sql`insert into rounds (id, zone, inc_id, start_time, end_time, chain_no, seed_hash, status, payout_bps)
        values (${id}, 'LEVEL_1', ${100 + id}, 0, ${id * 60_000}, 0, 'h', ${id === 1 ? 'SETTLED' : 'OPEN'}, ${rate})`.execute(db);
    }
    // Odd amounts: flooring each bet's payout differs from flooring their sum's.
    const bets: Array<[number, number, Gate, number]> = [
      [1, 1, 'CAO', 1_000_001],
      [1, 1, 'CAO', 1_000_001],
      [1, 1, 'PHAI', 333_333],
      [2, 1, 'THAP', 2_000_000],
      [1, 2, 'TRAI', 500_001],
      [3, 2, 'TRAI', 700_003],
      [3, 2, 'TRAI', 1],
    ];
    for (const [player, round, gate, amount] of bets) {
      await sql`insert into bets (player_id, round_id, gate, amount, created_at) values (${player}, ${round}, ${gate}, ${amount}, 0)`.execute(db);
    }
    await migrateToLatest(db, handle.schema);

    const expected = new Map<string, Record<string, number>>();
    for (const [player, round, gate, amount] of bets) {
      const key = `${round}:${player}`;
      // Migration 0032 then gives each row its round's end.
      const row = expected.get(key) ?? { roundId: round, playerId: player, endsAt: round * 60_000, bets: 0, staked: 0, gates: 0, wonIfCao: 0, wonIfThap: 0, wonIfTrai: 0, wonIfPhai: 0 };
      row.bets! += 1;
      row.staked! += amount;
      row.gates! |= 1 << GATES.indexOf(gate);
      row[`wonIf${gate[0]}${gate.slice(1).toLowerCase()}`]! += winPayout(amount, rates.get(round)!);
      expected.set(key, row);
    }
    const rows = await handle.db.selectFrom('roundStakes').selectAll().orderBy('roundId').orderBy('playerId').execute();
    expect(rows).toEqual([...expected.values()]);
    // Player 1's CAO pays each bet's floor: 1,950,001 twice, not floor(2,000,002 x 1.95) = 3,900,003.
    expect(rows[0]).toMatchObject({ playerId: 1, bets: 3, wonIfCao: 3_900_002, gates: 0b1001 });
  });
});
