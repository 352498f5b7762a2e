import { type Kysely, sql } from 'kysely';

// A settled round is announced (NEW_SESSION, NEW_BALANCE) after its transaction commits. A process
// that dies between the two would leave it unannounced for good; `announced_at` lets the next tick
// (on any instance) find and announce it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').addColumn('announced_at', 'bigint').execute();
  // Rounds settled before this migration were announced by the process that settled them.
  await sql`update rounds set announced_at = settled_at where status = 'SETTLED'`.execute(db);
  await db.schema
    .createIndex('rounds_unannounced_idx')
    .on('rounds')
    .column('settled_at')
    .where(sql.ref('announced_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rounds_unannounced_idx').execute();
  await db.schema.alterTable('rounds').dropColumn('announced_at').execute();
}
