import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// Operator accounts (issue 14): a TOTP second factor with recovery codes, players locked or given a
// temporary password by an operator, an ADJUSTMENTS account for operator corrections, and the
// before/after state and client address of every audited action. Times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // AES-GCM ciphertexts (modules/operators/secret-box.ts); `totp_last_step` is the last 30 s step a
  // code was accepted for, so that a code is never accepted twice.
  await db.schema.alterTable('players').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('players').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('players').addColumn('totp_last_step', 'bigint').execute();
  // 1 after an operator set a temporary password, 0 again once the player chose their own.
  await db.schema.alterTable('players').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // The operators' players search: exact phone or bank account number.
  await db.schema.createIndex('players_phone_idx').on('players').column('phone_number').execute();
  await db.schema.createIndex('players_bank_account_idx').on('players').column('bank_account_number').execute();

  // Keyed hashes (HMAC-SHA-256) of an operator's one-time recovery codes; `used_at` once spent.
  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_player_idx').on('recovery_codes').columns(['player_id', 'code_hash']).execute();

  await db.schema.alterTable('audit_log').addColumn('before_state', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('after_state', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();

  // Operator corrections of a balance (ADJUSTMENT), in either direction.
  await sql`insert into system_accounts (code, balance) values ('ADJUSTMENTS', 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from system_accounts where code = 'ADJUSTMENTS'`.execute(db);
  await db.schema.alterTable('audit_log').dropColumn('ip').execute();
  await db.schema.alterTable('audit_log').dropColumn('after_state').execute();
  await db.schema.alterTable('audit_log').dropColumn('before_state').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropIndex('players_bank_account_idx').execute();
  await db.schema.dropIndex('players_phone_idx').execute();
  await db.schema.alterTable('players').dropColumn('must_change_password').execute();
  await db.schema.alterTable('players').dropColumn('totp_last_step').execute();
  await db.schema.alterTable('players').dropColumn('totp_pending_secret').execute();
  await db.schema.alterTable('players').dropColumn('totp_secret').execute();
}
