import { type Kysely, sql } from 'kysely';
import { isPostgres, rebuildSqliteTable } from './helpers.js';

// Settlement in chunks (issue 28): a round is claimed (its result fixed and announced) in one short
// transaction, then its winners are credited in up to 16 chunks of players, each its own
// transaction, so no winner's row stays locked for the whole settlement.
// - rounds: `player_count` (fixed at the claim: it sizes the chunks); `credited_through` (the last
//   player id credited), `credited_chunks` (chunks done) and `credited_at` (all credits and their
//   effects done). Rounds settled before this are complete: credited at their settlement.
// - rounds.payout_bps is NOT NULL: every round gets its rate when it opens (open rounds of older
//   releases without one take the setting in force, as the engine used to at start).
// - ledger_once_system names the shard: each chunk's one HOUSE row of a round moves its own shard
//   (chunk k, shard k), so the rows of one transfer reference stay unique per shard.
// - players (PostgreSQL): a fill factor of 80, so a balance update finds room in its page and skips
//   the table's indexes (a HOT update); settlement updates thousands of rows at once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update rounds set payout_bps = coalesce((select cast(value as integer) from settings where key = 'payoutBps'), 19500) where payout_bps is null`.execute(db);
  await db.schema.alterTable('rounds').addColumn('player_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('rounds').addColumn('credited_through', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('rounds').addColumn('credited_chunks', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('rounds').addColumn('credited_at', 'bigint').execute();
  await sql`update rounds set credited_at = settled_at where status = 'SETTLED'`.execute(db);
  await db.schema.createIndex('rounds_uncredited_idx').on('rounds').column('settled_at').where(sql.ref('credited_at'), 'is', null).execute();

  await sql`drop index ledger_once_system`.execute(db);
  await sql`create unique index ledger_once_system on ledger_entries (system_account, system_shard, kind, ref_type, ref_id) where system_account is not null and ref_id is not null`.execute(db);

  if (isPostgres(db)) {
    await sql`alter table rounds alter column payout_bps set not null`.execute(db);
    await sql`alter table players set (fillfactor = 80)`.execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'rounds', (ddl) => ddl.replace(/"payout_bps" integer(?! not null)/, '"payout_bps" integer not null'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_once_system`.execute(db);
  await sql`create unique index ledger_once_system on ledger_entries (system_account, kind, ref_type, ref_id) where system_account is not null and ref_id is not null`.execute(db);
  await db.schema.dropIndex('rounds_uncredited_idx').execute();
  for (const column of ['player_count', 'credited_through', 'credited_chunks', 'credited_at']) await db.schema.alterTable('rounds').dropColumn(column).execute();
  if (isPostgres(db)) {
    await sql`alter table rounds alter column payout_bps drop not null`.execute(db);
    await sql`alter table players reset (fillfactor)`.execute(db);
  }
}
