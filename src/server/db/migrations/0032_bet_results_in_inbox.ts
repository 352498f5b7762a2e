import { type Kysely, sql } from 'kysely';

// Bet results in the inbox (issue 50 §4), built when the inbox is read from each player's stakes in
// each round (`round_stakes`), not written by settlement (docs/decisions/bet-results-in-the-inbox.md):
// - `round_stakes.ends_at`, the round's end, written with the player's first bet in it, and an index
//   on (player_id, ends_at): a player's rounds newest first, as the inbox lists them. The rows of
//   rounds already played take their round's end.
// - `bet_result_reads`: a result the player read (the live dialog's ĐỒNG Ý, or opened in the inbox),
//   with its round's end, so the unread count is the rounds played less those read, by range.
// - `bet_result_marks`: 'Tất cả' reads every result of a round ended by `read_through`, one row a player.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('round_stakes').addColumn('ends_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update round_stakes set ends_at = (select r.end_time from rounds r where r.id = round_stakes.round_id)`.execute(db);
  await db.schema.createIndex('round_stakes_player_ends_idx').on('round_stakes').columns(['player_id', 'ends_at']).execute();
  await db.schema
    .createTable('bet_result_reads')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('rounds.id'))
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bet_result_reads_pk', ['player_id', 'round_id'])
    .execute();
  await db.schema.createIndex('bet_result_reads_player_ends_idx').on('bet_result_reads').columns(['player_id', 'ends_at']).execute();
  await db.schema
    .createTable('bet_result_marks')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('players.id'))
    .addColumn('read_through', 'bigint', (c) => c.notNull())
    .addColumn('marked_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bet_result_marks').execute();
  await db.schema.dropTable('bet_result_reads').execute();
  await db.schema.dropIndex('round_stakes_player_ends_idx').execute();
  await db.schema.alterTable('round_stakes').dropColumn('ends_at').execute();
}
