import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// Home's content: public images, banners and partners an operator manages, and two rollups of
// wins written at settlement (modules/content/wins.effect.ts) so that /v1/new and /v1/top read a
// few index rows whatever the number of bets (docs/decisions/wins-kept-as-rollups.md).
// Money BIGINT units (1/10,000 point); times BIGINT epoch ms; flags 0/1.

/** Vietnam is UTC+7 all year; a win's day is that of the moment its round settled. */
const VIETNAM_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 86_400_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Public images (banners, partner logos, the popup): stored under DATA_DIR/uploads/public, served
  // to anyone and cached forever, so never a player's file (those stay in `uploads`, signed).
  await withId(db, db.schema.createTable('content_images'))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('banners'))
    .addColumn('image', 'text', (c) => c.notNull().references('content_images.file_name'))
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('banners_active_flag', sql`is_active in (0, 1)`)
    .execute();
  await db.schema.createIndex('banners_position_idx').on('banners').columns(['position', 'id']).execute();

  await withId(db, db.schema.createTable('partners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().references('content_images.file_name'))
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('partners_position_idx').on('partners').columns(['position', 'id']).execute();
  // The `banners` setting (a list of image URLs) is replaced by the `banners` table, whose images
  // are ours and public: the operator uploads them again.
  await sql`delete from settings where key = 'banners'`.execute(db);

  // One row per winner and settled round: what the round paid the player (their WIN credit, the sum
  // of their winning bets' payouts). Never updated.
  await withId(db, db.schema.createTable('wins'))
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('rounds.id'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('inc_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('wins_round_player', ['round_id', 'player_id'])
    .addCheckConstraint('wins_amount_positive', sql`amount > 0`)
    .execute();
  // /v1/new: the latest, newest first.
  await db.schema.createIndex('wins_settled_idx').on('wins').columns(['settled_at', 'id']).execute();

  // Each player's biggest win of each Vietnam day (`day` = days since 1970-01-01 in UTC+7), kept by
  // an upsert at settlement: /v1/top is the first ten rows of today in index order.
  await db.schema
    .createTable('daily_wins')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('inc_id', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_wins_pk', ['day', 'player_id'])
    .execute();
  await sql`create index daily_wins_top_idx on daily_wins (day, amount desc, settled_at)`.execute(db);

  // Wins of the rounds settled before this release, from their bets (a bet won when its gate is one
  // of its round's two winning gates, and paid floor(amount × payout_bps / 10,000)).
  await sql`insert into wins (round_id, player_id, zone, inc_id, amount, settled_at)
    select r.id, b.player_id, r.zone, r.inc_id, sum(b.amount * r.payout_bps / 10000), r.settled_at
    from rounds r join bets b on b.round_id = r.id and b.gate in (r.high_low_winner, r.odd_even_winner)
    where r.status = 'SETTLED' and r.payout_bps is not null and r.settled_at is not null
    group by r.id, b.player_id, r.zone, r.inc_id, r.settled_at
    order by r.settled_at, r.id, b.player_id`.execute(db);
  const day = sql`(settled_at + ${sql.lit(VIETNAM_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
  await sql`insert into daily_wins (day, player_id, amount, zone, inc_id, settled_at)
    select day, player_id, amount, zone, inc_id, settled_at from (
      select ${day} as day, player_id, amount, zone, inc_id, settled_at,
             row_number() over (partition by ${day}, player_id order by amount desc, settled_at, id) as n
      from wins) best
    where n = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['daily_wins', 'wins', 'partners', 'banners', 'content_images']) await db.schema.dropTable(table).execute();
}
