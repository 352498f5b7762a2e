import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// One path for money. Every movement becomes a transfer between two accounts: a player and a
// system account (or two system accounts), written as one ledger row per side, so the sum of all
// deltas is zero at every commit. Entries that must happen once are unique per (account, kind,
// reference) in the schema itself. Today's rows are booked against system accounts here.

/** The system accounts that exist so far; later features add theirs (commission, staking, rewards). */
const SYSTEM_ACCOUNTS = ['HOUSE', 'CASH_IN', 'CASH_OUT', 'WITHDRAWALS', 'FEES'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  // Balances of system accounts may be negative (CASH_IN is what came in from outside, so it goes down).
  await db.schema
    .createTable('system_accounts')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const code of SYSTEM_ACCOUNTS) await sql`insert into system_accounts (code, balance) values (${code}, 0)`.execute(db);

  // Counts the player's ledger entries: sent with every balance, so the app keeps the newest.
  await db.schema.alterTable('players').addColumn('balance_version', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update players set balance_version = (select count(*) from ledger_entries l where l.player_id = players.id)`.execute(db);

  // A ledger row belongs to a player or to a system account, never both.
  if (postgres) {
    await sql`alter table ledger_entries alter column player_id drop not null`.execute(db);
    await sql`alter table ledger_entries add column system_account text references system_accounts(code)`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_balance_after_not_negative`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_one_account check ((player_id is null) <> (system_account is null))`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_player_balance_not_negative check (player_id is null or balance_after >= 0)`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_delta_not_zero check (delta <> 0)`.execute(db);
  } else {
    // SQLite cannot change a column or a CHECK in place: the table is rebuilt with the same rows and ids.
    await sql`create table ledger_entries_new (
      id integer primary key autoincrement,
      player_id bigint references players(id),
      system_account text references system_accounts(code),
      delta bigint not null,
      kind text not null,
      ref_type text,
      ref_id text,
      balance_after bigint not null,
      note text,
      created_at bigint not null,
      constraint ledger_one_account check ((player_id is null) <> (system_account is null)),
      constraint ledger_player_balance_not_negative check (player_id is null or balance_after >= 0),
      constraint ledger_delta_not_zero check (delta <> 0)
    )`.execute(db);
    await sql`insert into ledger_entries_new (id, player_id, delta, kind, ref_type, ref_id, balance_after, note, created_at)
      select id, player_id, delta, kind, ref_type, ref_id, balance_after, note, created_at from ledger_entries`.execute(db);
    await sql`drop table ledger_entries`.execute(db);
    await sql`alter table ledger_entries_new rename to ledger_entries`.execute(db);
    await sql`create index ledger_player_idx on ledger_entries (player_id, id)`.execute(db);
  }
  await sql`create index ledger_system_idx on ledger_entries (system_account, id) where system_account is not null`.execute(db);

  // Book today's rows against their system accounts, oldest first: the counter side of each.
  // The house side of a round's wins is one row for the round.
  await sql`insert into ledger_entries (system_account, delta, kind, ref_type, ref_id, balance_after, note, created_at)
    select case kind when 'DEPOSIT' then 'CASH_IN' when 'WITHDRAW_HOLD' then 'WITHDRAWALS' when 'WITHDRAW_REFUND' then 'WITHDRAWALS' else 'HOUSE' end,
           -delta, kind, ref_type, ref_id, 0, null, created_at
    from ledger_entries where player_id is not null and kind <> 'WIN' order by id`.execute(db);
  await sql`insert into ledger_entries (system_account, delta, kind, ref_type, ref_id, balance_after, note, created_at)
    select 'HOUSE', -sum(delta), 'WIN', ref_type, ref_id, 0, null, max(created_at)
    from ledger_entries where player_id is not null and kind = 'WIN' group by ref_type, ref_id order by max(created_at)`.execute(db);
  // An approved withdrawal was paid outside: the held points leave WITHDRAWALS for CASH_OUT (net) and FEES (the fee).
  await sql`insert into ledger_entries (system_account, delta, kind, ref_type, ref_id, balance_after, note, created_at)
    select account, delta, kind, 'withdrawal', cast(id as text), 0, null, decided_at from (
      select id, decided_at, 'WITHDRAWALS' as account, fee - amount as delta, 'WITHDRAW_PAYOUT' as kind, 1 as part from withdrawals where status = 'APPROVED' and amount > fee
      union all select id, decided_at, 'CASH_OUT', amount - fee, 'WITHDRAW_PAYOUT', 2 from withdrawals where status = 'APPROVED' and amount > fee
      union all select id, decided_at, 'WITHDRAWALS', -fee, 'WITHDRAW_FEE', 3 from withdrawals where status = 'APPROVED' and fee > 0
      union all select id, decided_at, 'FEES', fee, 'WITHDRAW_FEE', 4 from withdrawals where status = 'APPROVED' and fee > 0
    ) payouts order by decided_at, id, part`.execute(db);
  // Each system row's balance after it, in id order.
  await sql`update ledger_entries set balance_after = w.running
    from (select id, sum(delta) over (partition by system_account order by id) as running from ledger_entries where system_account is not null) w
    where ledger_entries.id = w.id`.execute(db);
  await sql`update system_accounts set balance = coalesce((select sum(delta) from ledger_entries l where l.system_account = system_accounts.code), 0)`.execute(db);

  // Exactly once, whatever the code does: one entry per account, kind and reference.
  await sql`create unique index ledger_once_player on ledger_entries (player_id, kind, ref_type, ref_id) where player_id is not null and ref_id is not null`.execute(db);
  await sql`create unique index ledger_once_system on ledger_entries (system_account, kind, ref_type, ref_id) where system_account is not null and ref_id is not null`.execute(db);

  // A round's payout rate is fixed when it opens (set at insert from now on); open rounds keep settling at the rate of their time.
  // Operator settings get plain names (the settings service types them).
  await sql`update settings set key = 'hotline' where key = 'content.hotline'`.execute(db);
  await sql`update settings set key = 'banners' where key = 'content.banners'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('0005_double_entry cannot be undone: it books every movement against system accounts');
}
