import { type Kysely, sql } from 'kysely';

// A system account's balance in 16 rows (docs/decisions/system-accounts-in-shards.md): every
// bet credited the one HOUSE row, so on PostgreSQL bets committed one after another on its lock,
// whatever the number of instances. Each movement now updates one shard, chosen by the player's id;
// the account's balance is the sum of its shards, and each ledger row names the shard it moved.
// The balances so far become shard 0. `system_accounts` keeps the codes. A later system account
// needs its 16 rows here too.

const SHARDS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_balances')
    .addColumn('code', 'text', (c) => c.notNull().references('system_accounts.code'))
    .addColumn('shard', 'integer', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('system_balances_pk', ['code', 'shard'])
    .execute();
  await sql`insert into system_balances (code, shard, balance) select code, 0, balance from system_accounts`.execute(db);
  for (let shard = 1; shard < SHARDS; shard++) {
    await sql`insert into system_balances (code, shard, balance) select code, ${shard}, 0 from system_accounts`.execute(db);
  }
  await db.schema.alterTable('system_accounts').dropColumn('balance').execute();
  // Player rows keep 0; a system row names the shard it moved (rows so far: shard 0).
  await db.schema.alterTable('ledger_entries').addColumn('system_shard', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').dropColumn('system_shard').execute();
  await db.schema.alterTable('system_accounts').addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update system_accounts set balance = (select sum(b.balance) from system_balances b where b.code = system_accounts.code)`.execute(db);
  await db.schema.dropTable('system_balances').execute();
}
