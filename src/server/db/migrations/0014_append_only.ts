import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The ledger and the operators' audit log are append-only (decisions sections 2 and 7): a correction
// is a new row, never an edit. The code never updates or deletes them; these triggers make the
// database refuse it too, whoever connects. A later migration that rebuilds one of these tables
// (SQLite's way to change a constraint) must create its triggers again.

const TABLES = ['ledger_entries', 'audit_log'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function refuse_change_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only', tg_table_name;
      end
    $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)} for each row execute function refuse_change_append_only()`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)} for each statement execute function refuse_change_append_only()`.execute(db);
    }
    return;
  }
  for (const table of TABLES) {
    for (const change of ['update', 'delete'] as const) {
      // A trigger's body takes no bound parameters: the message is a literal (a fixed, quote-free name).
      await sql`create trigger ${sql.raw(`${table}_no_${change}`)} before ${sql.raw(change)} on ${sql.table(table)} begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      await sql`drop trigger ${sql.raw(`${table}_append_only`)} on ${sql.table(table)}`.execute(db);
      await sql`drop trigger ${sql.raw(`${table}_no_truncate`)} on ${sql.table(table)}`.execute(db);
    }
    await sql`drop function refuse_change_append_only()`.execute(db);
    return;
  }
  for (const table of TABLES) for (const change of ['update', 'delete']) await sql`drop trigger ${sql.raw(`${table}_no_${change}`)}`.execute(db);
}
