import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The operators' dashboard (issue 14) reads small rollups, never `bets`, `ledger_entries` or a
// count of every player: stakes and payouts per Vietnam day and zone (written at settlement by
// modules/dashboard/totals.effect.ts), and sign-ups per closed Vietnam day. Plus the indexes the
// players search needs at a million players. Money BIGINT units; days are Vietnam day numbers
// (days since 1970-01-01 in UTC+7, shared/content.ts).

const VIETNAM_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 86_400_000;
/** modules/dashboard/signups.ts: a day is closed once its last registration is this old. */
const SIGNUPS_SETTLED_MS = 10 * 60_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the settled rounds of a day took in stakes and paid out, per zone (the day the round settled).
  await db.schema
    .createTable('daily_totals')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('stakes', 'bigint', (c) => c.notNull())
    .addColumn('payouts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_totals_pk', ['day', 'zone'])
    .execute();
  // From the bets of rounds settled before this release (a bet won when its gate is one of its
  // round's winning gates, and paid floor(amount × payout_bps / 10,000), as settlement pays).
  const settledDay = sql`(r.settled_at + ${sql.lit(VIETNAM_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
  await sql`insert into daily_totals (day, zone, stakes, payouts)
    select ${settledDay}, r.zone, sum(b.amount),
           sum(case when b.gate in (r.high_low_winner, r.odd_even_winner) then b.amount * r.payout_bps / 10000 else 0 end)
    from rounds r join bets b on b.round_id = r.id
    where r.status = 'SETTLED' and r.payout_bps is not null and r.settled_at is not null
    group by ${settledDay}, r.zone`.execute(db);

  // Players (not operators) who registered on each closed Vietnam day; the days after the last
  // closed one are counted from the index below when read.
  await db.schema
    .createTable('daily_signups')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('players', 'bigint', (c) => c.notNull())
    .execute();
  // Registrations by time (a day's or today's: a few thousand rows, each checked for its role). Not
  // (role, created_at): with it SQLite answered the players search's `role = ? order by id desc`
  // from that index and sorted every player (a second instead of a millisecond at a million).
  await db.schema.createIndex('players_created_idx').on('players').column('created_at').execute();
  // Closed: every day before the one of the latest registration less the settling delay.
  const latest = await sql<{ at: number | string | null }>`select max(created_at) as at from players where role = 'PLAYER'`.execute(db);
  const at = latest.rows[0]?.at;
  if (at !== null && at !== undefined) {
    const closedEnd = Math.floor((Number(at) - SIGNUPS_SETTLED_MS + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;
    const day = sql`(created_at + ${sql.lit(VIETNAM_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
    await sql`insert into daily_signups (day, players)
      select ${day}, count(*) from players where role = 'PLAYER' and created_at < ${sql.lit(closedEnd)} group by ${day}`.execute(db);
  }

  // Players search (modules/players/admin-players.repository.ts): the start of a username is a
  // LIKE prefix. SQLite's LIKE ignores case, so it uses an index only in NOCASE order; PostgreSQL
  // uses one for LIKE only with pattern ops (its collation is not C).
  if (isPostgres(db)) await sql`create index players_username_prefix_idx on players (username_key text_pattern_ops)`.execute(db);
  else await sql`create index players_username_prefix_idx on players (username_key collate nocase)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('players_username_prefix_idx').execute();
  await db.schema.dropIndex('players_created_idx').execute();
  await db.schema.dropTable('daily_signups').execute();
  await db.schema.dropTable('daily_totals').execute();
}
