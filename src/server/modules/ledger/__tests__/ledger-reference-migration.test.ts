import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../../db/database.js';
import { migrateTo, migrateToLatest } from '../../../db/migrate.js';
import { freshDatabase } from '../../../testing/test-app.js';

// Migration 0026 keys a player's unique ledger rows by reference first. An operator with a large
// ledger builds the index beforehand (concurrently, on PostgreSQL) while the release before runs:
// the migration keeps it, drops the old one, and a row paid twice is still refused.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

async function indexes(): Promise<string[]> {
  const db = handle.db as Kysely<unknown>;
  const rows =
    handle.dialect === 'postgres'
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'ledger_entries'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'ledger_entries'`.execute(db)).rows;
  return rows.map((r) => r.name).filter((name) => name.startsWith('ledger_once_')).sort();
}

describe('migration 0026', () => {
  it('keeps the index an operator built beforehand, drops the one keyed by player, and still pays a row once', async () => {
    const db = handle.db as Kysely<unknown>;
    await migrateTo(db, '0025_round_credits', handle.schema);
    await sql`insert into players (id, username, username_key, password_hash, ref_code, created_at, updated_at, balance, balance_version)
      values (1, 'ref001', 'ref001', 'x', 'REF1', 0, 0, 1000, 1)`.execute(db);
    const win = sql`insert into ledger_entries (player_id, delta, kind, ref_type, ref_id, balance_after, created_at) values (1, 1000, 'WIN', 'round', '7', 1000, 0)`;
    await win.execute(db);
    expect(await indexes()).toEqual(['ledger_once_player', 'ledger_once_system']);
    const concurrently = handle.dialect === 'postgres' ? sql`concurrently` : sql``;
    await sql`create unique index ${concurrently} ledger_once_reference on ledger_entries (kind, ref_type, ref_id, player_id) where player_id is not null and ref_id is not null`.execute(db);

    await migrateToLatest(db, handle.schema);

    expect(await indexes()).toEqual(['ledger_once_reference', 'ledger_once_system']);
    await expect(win.execute(db)).rejects.toHaveProperty('code', expect.stringMatching(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/));
  });
});
