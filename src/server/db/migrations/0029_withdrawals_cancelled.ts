import { type Kysely, sql } from 'kysely';
import { isPostgres, rebuildSqliteTable } from './helpers.js';

// A player cancels their own withdrawal while it is PENDING (issue 50): a fourth status, CANCELLED,
// reached like a decision by one conditional update from PENDING, so of a cancel and an approval
// exactly one happens. Its points come back as a rejection's do (WITHDRAW_REFUND, once per
// withdrawal by the ledger's unique reference). `decided_at` says when it was cancelled;
// `operator_id` stays null.

const BEFORE = `status in ('PENDING', 'APPROVED', 'REJECTED')`;
const AFTER = `status in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')`;

async function allow(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table withdrawals drop constraint withdrawals_status_known`.execute(db);
    await sql.raw(`alter table withdrawals add constraint withdrawals_status_known check (${to})`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'withdrawals', (ddl) => ddl.replace(from, to));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allow(db, BEFORE, AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await allow(db, AFTER, BEFORE);
}
