import type { DashboardDay, DashboardResponse, OnlineCount, SecondFactorLockView } from '../../../shared/api/dashboard.js';
import { vietnamDay, vietnamDayStart } from '../../../shared/content.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import type { CsvColumn, CsvPages } from '../../lib/csv.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../context.js';
import { closedSignups, closeSignupDays, pendingCounts, playersSince, totalsByDay } from './dashboard.repository.js';

/** Days the dashboard shows: today and the 29 before it (Vietnam days). */
export const DASHBOARD_DAYS = 30;
/**
 * A sign-up day is closed (its count written once to `daily_signups`) when it ended this long ago:
 * a registration stamped before then has long committed. The days after it are counted from the
 * created_at index: today's and, just after midnight, yesterday's.
 */
export const SIGNUPS_SETTLED_MS = 10 * 60_000;

const DAY_MS = 86_400_000;
/** A Vietnam day number as its calendar date, YYYY-MM-DD. */
export const vietnamDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Every player (not operators) and those who registered today, without counting the players table. */
export async function playerFigures(ctx: Ctx, now: number): Promise<{ total: number; newToday: number }> {
  const target = vietnamDay(now - SIGNUPS_SETTLED_MS) - 1;
  let closed = await closedSignups(ctx.db);
  if (closed.through === null || closed.through < target) {
    await closeSignupDays(ctx.db, closed.through, target);
    closed = await closedSignups(ctx.db);
  }
  const openFrom = closed.through === null ? 0 : vietnamDayStart(closed.through + 1);
  const todayStart = vietnamDayStart(vietnamDay(now));
  const [open, newToday] = await Promise.all([playersSince(ctx.db, openFrom), openFrom === todayStart ? undefined : playersSince(ctx.db, todayStart)]);
  return { total: closed.players + open, newToday: newToday ?? open };
}

/** Stakes, payouts and house result (stakes - payouts) of each of the last 30 Vietnam days, oldest first, in points. */
async function lastDays(ctx: Ctx, now: number): Promise<DashboardDay[]> {
  const today = vietnamDay(now);
  const first = today - DASHBOARD_DAYS + 1;
  const rows = new Map((await totalsByDay(ctx.db, first, today)).map((r) => [r.day, r]));
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const { stakes = 0, payouts = 0 } = rows.get(first + i) ?? {};
    return { day: vietnamDate(first + i), stakes: unitsToPoints(stakes), payouts: unitsToPoints(payouts), houseResult: unitsToPoints(stakes - payouts) };
  });
}

/**
 * GET /v1/admin/dashboard: a handful of index and rollup reads, whatever the number of players, bets
 * or ledger rows; who is online and the second factors locked lately come from above (realtime, auth).
 */
export async function dashboardFigures(ctx: Ctx, online: OnlineCount, secondFactorLocks: SecondFactorLockView[]): Promise<DashboardResponse> {
  const now = ctx.clock.now();
  const [players, days, pending] = await Promise.all([playerFigures(ctx, now), lastDays(ctx, now), pendingCounts(ctx.db)]);
  return { generatedAt: new Date(now).toISOString(), players, online, today: days[days.length - 1]!, days, pending, secondFactorLocks };
}

const t = texts.console.dashboard.csv;
const dayColumns: readonly CsvColumn<DashboardDay>[] = [
  { header: t.day, value: (d) => d.day },
  { header: t.stakes, value: (d) => d.stakes },
  { header: t.payouts, value: (d) => d.payouts },
  { header: t.houseResult, value: (d) => d.houseResult },
];

/** GET /v1/admin/dashboard/export.csv: the 30-day table, oldest first (30 rows: one page). */
export function dashboardExport(ctx: Ctx): { filename: string; columns: readonly CsvColumn<DashboardDay>[]; pages: CsvPages<DashboardDay> } {
  const now = ctx.clock.now();
  async function* pages() {
    yield await lastDays(ctx, now);
  }
  return { filename: `dashboard-${vietnamDate(vietnamDay(now))}.csv`, columns: dayColumns, pages: pages() };
}

/** What waits for an operator now: withdrawals and ID checks (the metrics read it at each scrape). */
export function operatorQueues(db: Db): Promise<{ withdrawals: number; verifications: number }> {
  return pendingCounts(db);
}
