import { type Kysely, sql } from 'kysely';
import { freshDatabase } from '../../testing/test-app.js';
import { ledgerProblems } from '../../modules/ledger/ledger.checks.js';
import { systemBalances } from '../../modules/ledger/ledger.repository.js';
import { SYSTEM_SHARDS } from '../../modules/ledger/ledger.table.js';
import type { DatabaseHandle } from '../database.js';
import { migrateTo, migrateToLatest } from '../migrate.js';

// 0005 books every existing movement against a system account. Run on data as the release before
// it wrote it: deposits, bets, a round's wins, withdrawals held, refunded and approved.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

describe('migration 0005: one ledger, double entry', () => {
  it('books today\'s rows against system accounts so the books sum to zero and every chain holds', async () => {
    const db = handle.db as Kysely<unknown>;
    await migrateTo(db, '0004_announcements', handle.schema);
    const now = 1_700_000_000_000;
    for (const [id, name] of [[1, 'alice01'], [2, 'bobby02']] as const) {
      await sql`insert into players (id, username, username_key, password_hash, ref_code, balance, created_at, updated_at)
        values (${id}, ${name}, ${name}, 'x', ${`REF${id}`}, 0, ${now}, ${now})`.execute(db);
    }
    await sql`insert into withdrawals (id, player_id, amount, fee_bps, fee, net_vnd, status, bank_name, bank_account_number, bank_account_holder, decided_at, created_at)
      values (1, 1, 1000000, 1500, 150000, 85000, 'APPROVED', 'VCB', '1', 'A', ${now + 5}, ${now + 4}),
             (2, 2, 500000, 1500, 75000, 42500, 'REJECTED', 'VCB', '2', 'B', ${now + 7}, ${now + 6})`.execute(db);
    // The player-side rows of the old ledger, with their balance after; balances to match.
    const rows: Array<[number, number, string, string, string, number]> = [
      [1, 5_000_000, 'DEPOSIT', 'deposit', '1', 5_000_000],
      [2, 3_000_000, 'DEPOSIT', 'deposit', '2', 3_000_000],
      [1, -1_000_000, 'BET', 'bet', '1', 4_000_000],
      [2, -1_000_000, 'BET', 'bet', '2', 2_000_000],
      [1, 1_950_000, 'WIN', 'round', '7', 5_950_000],
      [1, -1_000_000, 'WITHDRAW_HOLD', 'withdrawal', '1', 4_950_000],
      [2, -500_000, 'WITHDRAW_HOLD', 'withdrawal', '2', 1_500_000],
      [2, 500_000, 'WITHDRAW_REFUND', 'withdrawal', '2', 2_000_000],
    ];
    for (const [i, [player, delta, kind, refType, refId, after]] of rows.entries()) {
      await sql`insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at)
        values (${player}, ${delta}, ${kind}, ${refType}, ${refId}, ${after}, ${now + i})`.execute(db);
    }
    await sql`update players set balance = 4950000 where id = 1`.execute(db);
    await sql`update players set balance = 2000000 where id = 2`.execute(db);

    await migrateToLatest(db, handle.schema);

    expect(await ledgerProblems(handle.db)).toEqual([]);
    expect(await systemBalances(handle.db)).toEqual({
      // Added by 0009 (operator adjustments).
      ADJUSTMENTS: 0,
      CASH_IN: -8_000_000,
      CASH_OUT: 850_000,
      COMMISSION: 0,
      FEES: 150_000,
      // Stakes 2,000,000 in, 1,950,000 won out.
      HOUSE: 50_000,
      REWARDS: 0,
      STAKING: 0,
      WITHDRAWALS: 0,
    });
    const players = await handle.db.selectFrom('players').select(['id', 'balance', 'balanceVersion']).orderBy('id').execute();
    expect(players).toEqual([
      { id: 1, balance: 4_950_000, balanceVersion: 4 },
      { id: 2, balance: 2_000_000, balanceVersion: 4 },
    ]);
    // The house side of the round's wins is one row.
    const house = await handle.db.selectFrom('ledgerEntries').select('delta').where('systemAccount', '=', 'HOUSE').where('kind', '=', 'WIN').execute();
    expect(house).toEqual([{ delta: -1_950_000 }]);
    // 0017: every account in SYSTEM_SHARDS rows, what it held before in shard 0, its rows on shard 0.
    const shards = await handle.db.selectFrom('systemBalances').select(['code', 'shard', 'balance']).where('code', '=', 'HOUSE').orderBy('shard').execute();
    expect(shards.map((r) => r.shard)).toEqual(Array.from({ length: SYSTEM_SHARDS }, (_, i) => i));
    expect(shards.map((r) => r.balance)).toEqual([50_000, ...Array<number>(SYSTEM_SHARDS - 1).fill(0)]);
    const systemRows = await handle.db.selectFrom('ledgerEntries').select('systemShard').distinct().where('systemAccount', 'is not', null).execute();
    expect(systemRows).toEqual([{ systemShard: 0 }]);
  });
});
