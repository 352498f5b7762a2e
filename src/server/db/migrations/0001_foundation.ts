import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// Conventions: money is BIGINT of 1/10,000 point; times are BIGINT epoch milliseconds;
// flags are INTEGER 0/1 (the same on SQLite and PostgreSQL).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('players'))
    .addColumn('username', 'text', (c) => c.notNull())
    // Lower-cased username: uniqueness ignores case on both databases.
    .addColumn('username_key', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('PLAYER'))
    .addColumn('nickname', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('address', 'text')
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bank_name', 'text')
    .addColumn('bank_account_number', 'text')
    .addColumn('bank_account_holder', 'text')
    .addColumn('front_id', 'text')
    .addColumn('back_id', 'text')
    .addColumn('ref_code', 'text', (c) => c.notNull().unique())
    .addColumn('referrer_id', 'bigint', (c) => c.references('players.id'))
    .addColumn('is_unlock_multi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_agent', 'integer', (c) => c.notNull().defaultTo(0))
    // Bumped on password change: tokens carrying an older version stop working.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('players_balance_not_negative', sql`balance >= 0`)
    .addCheckConstraint('players_role_known', sql`role in ('PLAYER', 'ADMIN')`)
    .execute();
  await db.schema.createIndex('players_referrer_idx').on('players').column('referrer_id').execute();

  // Append-only: one row per balance change, written in the balance update's transaction.
  await withId(db, db.schema.createTable('ledger_entries'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('ledger_balance_after_not_negative', sql`balance_after >= 0`)
    .execute();
  await db.schema.createIndex('ledger_player_idx').on('ledger_entries').columns(['player_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('players').execute();
}
