import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// The account area: withdrawals, uploaded files, identity verification (KYC).
// Money BIGINT units (1/10,000 point); times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A withdrawal holds its amount at once (WITHDRAW_HOLD); the fee and the net VND are fixed when
  // requested; the bank account is copied so a later change of bank does not redirect it.
  await withId(db, db.schema.createTable('withdrawals'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee_bps', 'integer', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('net_vnd', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('note', 'text')
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('bank_account_number', 'text', (c) => c.notNull())
    .addColumn('bank_account_holder', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.references('players.id'))
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('withdrawals_amount_positive', sql`amount > 0`)
    .addCheckConstraint('withdrawals_fee_in_range', sql`fee >= 0 and fee < amount`)
    .addCheckConstraint('withdrawals_status_known', sql`status in ('PENDING', 'APPROVED', 'REJECTED')`)
    .execute();
  await db.schema.createIndex('withdrawals_player_idx').on('withdrawals').columns(['player_id', 'id']).execute();
  await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();

  // Every stored upload and its owner: a file is served only with a signature naming that owner.
  await withId(db, db.schema.createTable('uploads'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_player_idx').on('uploads').columns(['player_id', 'id']).execute();

  // Verification requests: the review queue and its history. The latest one is mirrored on players.
  await withId(db, db.schema.createTable('verifications'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('front_file', 'text', (c) => c.notNull())
    .addColumn('back_file', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('reason', 'text')
    .addColumn('reviewer_id', 'bigint', (c) => c.references('players.id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('verifications_status_known', sql`status in ('PENDING', 'APPROVED', 'REJECTED')`)
    .execute();
  await db.schema.createIndex('verifications_player_idx').on('verifications').columns(['player_id', 'id']).execute();
  await db.schema.createIndex('verifications_status_idx').on('verifications').columns(['status', 'id']).execute();

  await db.schema.alterTable('players').addColumn('verification_status', 'text').execute();
  await db.schema.alterTable('players').addColumn('verification_reason', 'text').execute();
  await db.schema.alterTable('players').addColumn('verification_updated_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['verification_updated_at', 'verification_reason', 'verification_status']) {
    await db.schema.alterTable('players').dropColumn(column).execute();
  }
  for (const table of ['verifications', 'uploads', 'withdrawals']) await db.schema.dropTable(table).execute();
}
