import { type Kysely, sql } from 'kysely';
import { withId } from './helpers.js';

// Growth: the referral tree, stakes, gift boxes and reward records, and the system accounts their
// points move through (COMMISSION pays referral commissions, STAKING holds staked principal,
// REWARDS takes box purchases and pays box prizes and staking rewards).
// Money BIGINT units (1/10,000 point); times BIGINT epoch ms.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const code of ['COMMISSION', 'STAKING', 'REWARDS']) await sql`insert into system_accounts (code, balance) values (${code}, 0)`.execute(db);

  // Closure table of the referral tree, up to 7 levels: any level of a player's downline is one
  // indexed range, written once at registration (the upline never changes).
  await db.schema
    .createTable('referral_paths')
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('descendant_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addPrimaryKeyConstraint('referral_paths_pk', ['ancestor_id', 'depth', 'descendant_id'])
    .addCheckConstraint('referral_paths_depth', sql`depth between 1 and 7`)
    .addCheckConstraint('referral_paths_not_self', sql`ancestor_id <> descendant_id`)
    .execute();
  // Uplines of a bettor, covered (commissions read nothing else of the row).
  await db.schema.createIndex('referral_paths_descendant_idx').on('referral_paths').columns(['descendant_id', 'depth', 'ancestor_id']).execute();
  // Players who registered with a code before this release.
  await sql`insert into referral_paths (ancestor_id, depth, descendant_id)
    with recursive up (descendant_id, ancestor_id, depth) as (
      select id, referrer_id, 1 from players where referrer_id is not null
      union all
      select up.descendant_id, p.referrer_id, up.depth + 1 from up join players p on p.id = up.ancestor_id
      where p.referrer_id is not null and up.depth < 7
    )
    select ancestor_id, depth, descendant_id from up where ancestor_id <> descendant_id`.execute(db);
  // How many players each player has at each depth, kept at registration, so a level's size is
  // one row (not a count over a level that can hold 78,125 players).
  await db.schema
    .createTable('referral_counts')
    .addColumn('ancestor_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_counts_pk', ['ancestor_id', 'depth'])
    .addCheckConstraint('referral_counts_positive', sql`players > 0`)
    .execute();
  await sql`insert into referral_counts (ancestor_id, depth, players)
    select ancestor_id, depth, count(*) from referral_paths group by ancestor_id, depth`.execute(db);

  // A stake: its rate, term and daily reward fixed when it starts; `days_paid` counts the rewards credited.
  await withId(db, db.schema.createTable('stakes'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('rate_bps', 'integer', (c) => c.notNull())
    .addColumn('term_days', 'integer', (c) => c.notNull())
    .addColumn('daily_reward', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('matures_at', 'bigint', (c) => c.notNull())
    .addColumn('days_paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('completed_at', 'bigint')
    .addCheckConstraint('stakes_amount_positive', sql`amount > 0`)
    .addCheckConstraint('stakes_status_known', sql`status in ('ACTIVE', 'COMPLETED')`)
    .addCheckConstraint('stakes_days_in_term', sql`days_paid between 0 and term_days`)
    .execute();
  await db.schema.createIndex('stakes_player_idx').on('stakes').columns(['player_id', 'id']).execute();
  await db.schema.createIndex('stakes_status_idx').on('stakes').columns(['status', 'started_at']).execute();

  // Gift boxes: bought at a price, opened once with the prize drawn then.
  await withId(db, db.schema.createTable('boxes'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('UNOPENED'))
    .addColumn('prize_name', 'text')
    .addColumn('prize_points', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addCheckConstraint('boxes_status_known', sql`status in ('UNOPENED', 'OPENED')`)
    .execute();
  await db.schema.createIndex('boxes_player_status_idx').on('boxes').columns(['player_id', 'status', 'id']).execute();

  // The player's reward history (spec section 3): one record per box opened (OPENBOX), per upline and
  // round (LV7), per stake and day (STALK); unique per reference, like the ledger rows they explain.
  await withId(db, db.schema.createTable('reward_records'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('players.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('note', 'text')
    .addColumn('reward_name', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('reward_records_type_known', sql`type in ('OPENBOX', 'LV7', 'STALK')`)
    .addUniqueConstraint('reward_records_once', ['player_id', 'type', 'ref_type', 'ref_id'])
    .execute();
  await db.schema.createIndex('reward_records_player_idx').on('reward_records').columns(['player_id', 'type', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reward_records', 'boxes', 'stakes', 'referral_counts', 'referral_paths']) await db.schema.dropTable(table).execute();
}
