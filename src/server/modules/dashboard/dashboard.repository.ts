import { sql } from 'kysely';
import { VIETNAM_OFFSET_MS, vietnamDayStart } from '../../../shared/content.js';
import type { Db } from '../../db/database.js';

// Queries only: the dashboard's rollups (daily_totals, daily_signups) and the few index reads beside them.

const DAY_MS = 86_400_000;

/** Stakes and payouts per Vietnam day from `from` to `to` (inclusive), all zones together; days without a settled bet are absent. */
export async function totalsByDay(db: Db, from: number, to: number): Promise<Array<{ day: number; stakes: number; payouts: number }>> {
  const rows = await db
    .selectFrom('dailyTotals')
    .select((eb) => ['day', eb.fn.sum<number>('stakes').as('stakes'), eb.fn.sum<number>('payouts').as('payouts')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return rows.map((r) => ({ day: Number(r.day), stakes: Number(r.stakes), payouts: Number(r.payouts) }));
}

/** The last closed sign-up day and the players of every closed day together; `through` null when none is. */
export async function closedSignups(db: Db): Promise<{ through: number | null; players: number }> {
  const row = await db
    .selectFrom('dailySignups')
    .select((eb) => [eb.fn.max('day').as('through'), eb.fn.sum<number>('players').as('players')])
    .executeTakeFirst();
  return { through: row?.through == null ? null : Number(row.through), players: Number(row?.players ?? 0) };
}

/**
 * Closes the days after `after` (all, when null) up to `through`: one row per day with players who
 * registered on it, and a row (maybe 0) for `through` itself so the next call starts after it.
 * A day another instance closed meanwhile is kept as it is.
 */
export async function closeSignupDays(db: Db, after: number | null, through: number): Promise<void> {
  const day = sql<number>`(created_at + ${sql.lit(VIETNAM_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
  const from = after === null ? 0 : vietnamDayStart(after + 1);
  await sql`insert into daily_signups (day, players)
    select ${day}, count(*) from players
    where role = 'PLAYER' and created_at >= ${sql.lit(from)} and created_at < ${sql.lit(vietnamDayStart(through + 1))}
    group by ${day}
    on conflict (day) do nothing`.execute(db);
  await sql`insert into daily_signups (day, players) values (${sql.lit(through)}, 0) on conflict (day) do nothing`.execute(db);
}

/** Players (not operators) who registered at or after `since` (epoch ms): a range of players_created_idx (each row's role checked). */
export async function playersSince(db: Db, since: number): Promise<number> {
  const row = await db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'PLAYER')
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Withdrawals and ID checks waiting for an operator: ranges of their (status, id) indexes. */
export async function pendingCounts(db: Db): Promise<{ withdrawals: number; verifications: number }> {
  const [withdrawals, verifications] = await Promise.all([
    db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'PENDING').executeTakeFirst(),
    db.selectFrom('verifications').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'PENDING').executeTakeFirst(),
  ]);
  return { withdrawals: Number(withdrawals?.n ?? 0), verifications: Number(verifications?.n ?? 0) };
}

/** Adds a round's stakes and payouts (units) to its Vietnam day and zone. */
export async function addDailyTotals(db: Db, totals: { day: number; zone: string; stakes: number; payouts: number }): Promise<void> {
  await sql`insert into daily_totals (day, zone, stakes, payouts) values (${totals.day}, ${totals.zone}, ${totals.stakes}, ${totals.payouts})
    on conflict (day, zone) do update set stakes = daily_totals.stakes + excluded.stakes, payouts = daily_totals.payouts + excluded.payouts`.execute(db);
}
