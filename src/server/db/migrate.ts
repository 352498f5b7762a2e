import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_foundation.js';
import * as m0002 from './migrations/0002_rounds_and_money.js';
import * as m0003 from './migrations/0003_account.js';
import * as m0004 from './migrations/0004_announcements.js';
import * as m0005 from './migrations/0005_double_entry.js';
import * as m0006 from './migrations/0006_growth.js';
import * as m0007 from './migrations/0007_content.js';
import * as m0008 from './migrations/0008_inbox_and_safety.js';
import * as m0009 from './migrations/0009_operators.js';
import * as m0010 from './migrations/0010_dashboard.js';
import * as m0012 from './migrations/0012_audit_indexes.js';
import * as m0013 from './migrations/0013_operator_sign_in.js';
import * as m0014 from './migrations/0014_append_only.js';
import * as m0015 from './migrations/0015_file_blobs.js';
import * as m0016 from './migrations/0016_chain_keys.js';
import * as m0017 from './migrations/0017_system_shards.js';
import * as m0018 from './migrations/0018_token_families.js';
import * as m0019 from './migrations/0019_settlement_in_chunks.js';
import * as m0020 from './migrations/0020_history_paging.js';
import * as m0021 from './migrations/0021_push.js';
import * as m0022 from './migrations/0022_players_room_to_update.js';
import * as m0023 from './migrations/0023_wins_kept_for_home.js';
import * as m0024 from './migrations/0024_round_stakes.js';
import * as m0025 from './migrations/0025_round_credits.js';
import * as m0026 from './migrations/0026_ledger_once_by_reference.js';
import * as m0027 from './migrations/0027_second_factor_guards.js';
import * as m0028 from './migrations/0028_one_number_format.js';
import * as m0029 from './migrations/0029_withdrawals_cancelled.js';
import * as m0030 from './migrations/0030_backup_runs.js';
import * as m0031 from './migrations/0031_deposits_history.js';
import * as m0032 from './migrations/0032_bet_results_in_inbox.js';
import * as m0033 from './migrations/0033_notification_reads_by_time.js';

/**
 * Migrations in order. Each file is applied once; applied files are never edited, only followed. A
 * new migration must sort after every one already applied: Kysely refuses to run one named before
 * (unordered migrations are off), so a gap such as 0011 (never used) stays a gap for good.
 */
const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_rounds_and_money': m0002,
  '0003_account': m0003,
  '0004_announcements': m0004,
  '0005_double_entry': m0005,
  '0006_growth': m0006,
  '0007_content': m0007,
  '0008_inbox_and_safety': m0008,
  '0009_operators': m0009,
  '0010_dashboard': m0010,
  '0012_audit_indexes': m0012,
  '0013_operator_sign_in': m0013,
  '0014_append_only': m0014,
  '0015_file_blobs': m0015,
  '0016_chain_keys': m0016,
  '0017_system_shards': m0017,
  '0018_token_families': m0018,
  '0019_settlement_in_chunks': m0019,
  '0020_history_paging': m0020,
  '0021_push': m0021,
  '0022_players_room_to_update': m0022,
  '0023_wins_kept_for_home': m0023,
  '0024_round_stakes': m0024,
  '0025_round_credits': m0025,
  '0026_ledger_once_by_reference': m0026,
  '0027_second_factor_guards': m0027,
  '0028_one_number_format': m0028,
  '0029_withdrawals_cancelled': m0029,
  '0030_backup_runs': m0030,
  '0031_deposits_history': m0031,
  '0032_bet_results_in_inbox': m0032,
  '0033_notification_reads_by_time': m0033,
};

/** The migrations this release knows, oldest first: a snapshot whose schema is not among them is from a newer release. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws (and changes nothing further) when a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<string[]> {
  // With a schema of its own, the migration tables live there too (Kysely looks them up across schemas).
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings the schema up to `name` and no further (tests of a migration against the data before it). */
export async function migrateTo(db: Kysely<unknown>, name: string, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
