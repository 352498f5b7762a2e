import type { Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

// Uploaded files in the database (issue 16): with several instances every one of them serves every
// photo and banner without a shared volume. The default on PostgreSQL (FILE_STORE=database); on the
// embedded SQLite default the files stay in DATA_DIR (FILE_STORE=disk).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_blobs')
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_blobs_pk', ['area', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_blobs').execute();
}
