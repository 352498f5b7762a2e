import type { Kysely } from 'kysely';

// A reconnecting socket's STATUS says which notifications the player read since its last STATUS
// (issue 50 §3: a read on another device while this one's socket was down). Every socket reconnects
// at each countdown's end, so that lookup runs often: it reads a player's reads by time through this
// index, not all of them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notification_reads_player_time_idx').on('notification_reads').columns(['player_id', 'read_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notification_reads_player_time_idx').execute();
}
