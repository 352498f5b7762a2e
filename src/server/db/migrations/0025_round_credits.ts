import { type Kysely, sql } from 'kysely';

// Settlement credits its chunks side by side (issue 28): a round's chunks of players are planned
// once, as rows of `round_credits` (chunk k: the players after `after_player` through
// `through_player`, in id order), and each is credited in its own transaction, which locks its row
// and stamps `credited_at`: on PostgreSQL two chunks go at once, each exactly once whichever
// instance or restart gets there. The round's own effects (commissions) are a row of their own
// (chunk -1, no players), done once, side by side with the chunks. The round's single cursor
// (`rounds.credited_through`) goes: a player's result is credited once their chunk is. A round
// caught mid-credit by this migration keeps what it credited as a done chunk and the rest as one
// chunk to do, numbered after the chunks it did (a chunk's HOUSE row moves shard `chunk % 16`,
// unique per round), and its own effects to do (the release before ran them last).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('round_credits')
    .addColumn('round_id', 'bigint', (c) => c.notNull().references('rounds.id'))
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('after_player', 'bigint', (c) => c.notNull())
    .addColumn('through_player', 'bigint', (c) => c.notNull())
    .addColumn('credited_at', 'bigint')
    .addPrimaryKeyConstraint('round_credits_pk', ['round_id', 'chunk'])
    .execute();
  const midCredit = sql`r.status = 'SETTLED' and r.credited_at is null and r.credited_chunks > 0`;
  await sql`insert into round_credits (round_id, chunk, after_player, through_player, credited_at)
    select r.id, -1, 0, 0, null from rounds r where ${midCredit}`.execute(db);
  await sql`insert into round_credits (round_id, chunk, after_player, through_player, credited_at)
    select r.id, r.credited_chunks - 1, 0, r.credited_through, r.settled_at from rounds r where ${midCredit}`.execute(db);
  await sql`insert into round_credits (round_id, chunk, after_player, through_player, credited_at)
    select r.id, r.credited_chunks, r.credited_through, max(s.player_id), null
    from rounds r inner join round_stakes s on s.round_id = r.id and s.player_id > r.credited_through
    where ${midCredit} group by r.id, r.credited_chunks, r.credited_through`.execute(db);
  await db.schema.alterTable('rounds').dropColumn('credited_through').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rounds').addColumn('credited_through', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update rounds set credited_through = coalesce((select max(c.through_player) from round_credits c
    where c.round_id = rounds.id and c.chunk >= 0 and c.credited_at is not null and not exists (select 1 from round_credits p
      where p.round_id = c.round_id and p.chunk >= 0 and p.credited_at is null and p.after_player < c.through_player)), 0)`.execute(db);
  await db.schema.dropTable('round_credits').execute();
}
