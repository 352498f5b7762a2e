import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// The notifications inbox and responsible play (issue 13, parts 4 and 5).
// Money BIGINT units (1/10,000 point); times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A notification to one player, or to everyone (player_id null): one row per broadcast, whoever reads it.
  await withId(db, db.schema.createTable('notifications'))
    .addColumn('player_id', 'bigint', (c) => c.references('players.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A player's own (player_id = ?) and the broadcasts (player_id is null), newest first.
  await db.schema.createIndex('notifications_player_idx').on('notifications').columns(['player_id', 'created_at', 'id']).execute();
  // What each player has read: a broadcast read by 10,000 players is one notification and 10,000 small rows.
  await db.schema
    .createTable('notification_reads')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('notification_id', 'bigint', (c) => c.notNull().references('notifications.id'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['player_id', 'notification_id'])
    .execute();

  // A player's own rules of play, one row (absent: none). Limits in units, null for none; a raise or a
  // removal waits in `*_pending` until `*_pending_at` (null when nothing waits).
  await db.schema
    .createTable('player_safety')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('players.id'))
    .addColumn('day_limit', 'bigint')
    .addColumn('day_pending', 'bigint')
    .addColumn('day_pending_at', 'bigint')
    .addColumn('week_limit', 'bigint')
    .addColumn('week_pending', 'bigint')
    .addColumn('week_pending_at', 'bigint')
    .addColumn('month_limit', 'bigint')
    .addColumn('month_pending', 'bigint')
    .addColumn('month_pending_at', 'bigint')
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('pause_kind', 'text')
    .addColumn('pause_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('player_safety_pause_kind', sql`pause_kind in ('COOL_OFF', 'EXCLUSION')`)
    .addCheckConstraint('player_safety_pause_whole', sql`(pause_kind is null) = (pause_until is null)`)
    .execute();

  // Net loss per player and Vietnam day: stakes added when placed (bets, boxes, staking), winnings
  // when paid (settlement effect, box prizes, staking payments). A week or a month is at most 31 rows.
  await db.schema
    .createTable('loss_tallies')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('stakes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('winnings', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('loss_tallies_pk', ['player_id', 'day_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loss_tallies').execute();
  await db.schema.dropTable('player_safety').execute();
  await db.schema.dropTable('notification_reads').execute();
  await db.schema.dropTable('notifications').execute();
}
