import type { Kysely } from 'kysely';

// The operators' history of every deposit (issue 50) filters by who recorded it and by date: each
// an index read, newest first (by id), as the player's own deposits already are by (player_id, id).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('deposits_operator_idx').ifNotExists().on('deposits').columns(['operator_id', 'id']).execute();
  await db.schema.createIndex('deposits_created_idx').ifNotExists().on('deposits').columns(['created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deposits_created_idx').ifExists().execute();
  await db.schema.dropIndex('deposits_operator_idx').ifExists().execute();
}
