import type { Kysely } from 'kysely';

// Settlement keeps in `wins` only each chunk's biggest wins, as many as /v1/new shows (no longer a
// row per winner: modules/content/wins.effect.ts), and /v1/new shows a round's biggest first: its
// index orders a round's rows by amount. Rows of rounds settled before stay (every winner's).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('wins_latest_idx').on('wins').columns(['settled_at', 'amount', 'id']).execute();
  await db.schema.dropIndex('wins_settled_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('wins_settled_idx').on('wins').columns(['settled_at', 'id']).execute();
  await db.schema.dropIndex('wins_latest_idx').execute();
}
