import { type Kysely, sql } from 'kysely';

// Bet results in the inbox (issue 50 §4): settlement writes one notification per player per round
// played, `round_id` naming the round (null for every other notification). The unique index on
// (round_id, player_id), partial, keeps that to one row whoever writes it (a retried chunk, another
// instance): the insert skips a row already there. No foreign key to rounds: the row is written in
// the transaction that credits the round, and a key would cost a probe of `rounds` per row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('round_id', 'bigint').execute();
  await db.schema
    .createIndex('notifications_round_player_idx')
    .on('notifications')
    .columns(['round_id', 'player_id'])
    .unique()
    .where(sql.ref('round_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_round_player_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('round_id').execute();
}
