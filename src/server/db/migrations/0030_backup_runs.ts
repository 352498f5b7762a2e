import type { Kysely } from 'kysely';
import { withId } from './helpers.js';

// Scheduled snapshots (issue 49; modules/backups): one row per BACKUP_EVERY slot, inserted by the
// instance that takes that slot's snapshot. `slot` is unique, so when several instances run, the
// first insert wins and the others skip the slot; `finished_at` and `folder` tell the age of the
// last good snapshot to every instance (the metric). Times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('backup_runs'))
    // floor(time / BACKUP_EVERY): the schedule's slot this run took.
    .addColumn('slot', 'bigint', (c) => c.notNull().unique())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    // RUNNING, DONE or FAILED.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('folder', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('backup_runs_finished_idx').on('backup_runs').columns(['status', 'finished_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_runs').execute();
}
