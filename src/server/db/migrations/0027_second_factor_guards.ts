import type { Kysely } from 'kysely';

// An operator's second factor cannot be guessed (issue 47): each code tried at sign-in (TOTP or a
// recovery code) first takes one of a few attempts from the operator's row here, by one conditional
// statement, so that however many arrive at once and from wherever, no more than the allowance is
// ever evaluated. The last wrong one locks the second factor for a time that doubles with each lock
// (`lockouts`); a right code gives the allowance back. Times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('second_factor_guards')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('players.id'))
    // Attempts taken since the last right code or the last lock (in flight ones included).
    .addColumn('attempts', 'integer', (c) => c.notNull())
    // Locks since the last right code: the next lock lasts twice as long as the one before.
    .addColumn('lockouts', 'integer', (c) => c.notNull())
    .addColumn('locked_at', 'bigint')
    .addColumn('locked_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The console's dashboard lists the locks of the last day.
  await db.schema.createIndex('second_factor_guards_locked_idx').on('second_factor_guards').column('locked_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('second_factor_guards').execute();
}
