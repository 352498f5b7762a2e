import type { LimitPeriod, PauseBody } from '../../../shared/api/safety.js';
import { VIETNAM_OFFSET_MS, vietnamDay, vietnamDayStart } from '../../../shared/content.js';

// Vietnam time (UTC+7 all year, no daylight saving): days start at its midnight, weeks on Monday,
// months on the 1st. All in epoch ms.

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** The Vietnam calendar date and time of an instant, read through UTC getters. */
const local = (t: number) => new Date(t + VIETNAM_OFFSET_MS);
/** The instant of a Vietnam wall-clock time given as UTC fields. */
const fromLocal = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  Date.UTC(year, month, day, hours, minutes, seconds, ms) - VIETNAM_OFFSET_MS;

/** Midnight (Vietnam) of the day holding `t`: the key of a `loss_tallies` row. */
export function dayStart(t: number): number {
  return vietnamDayStart(vietnamDay(t));
}

/** When the period holding `t` started. */
export function periodStart(period: LimitPeriod, t: number): number {
  const d = local(t);
  if (period === 'DAY') return dayStart(t);
  if (period === 'WEEK') return dayStart(t) - ((d.getUTCDay() + 6) % 7) * DAY_MS;
  return fromLocal(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** When the period holding `t` ends (the next one starts). */
export function periodEnd(period: LimitPeriod, t: number): number {
  if (period === 'DAY') return dayStart(t) + DAY_MS;
  if (period === 'WEEK') return periodStart('WEEK', t) + 7 * DAY_MS;
  const d = local(t);
  return fromLocal(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * When a pause started at `t` ends: hours and days exactly; months and years on the Vietnam
 * calendar (the same wall-clock time, on the last day of a shorter month when the day is missing).
 */
export function pauseEnd(duration: PauseBody['duration'], t: number): number {
  switch (duration) {
    case '24H':
      return t + DAY_MS;
    case '7D':
      return t + 7 * DAY_MS;
    case '30D':
      return t + 30 * DAY_MS;
    default: {
      const months = { '6M': 6, '1Y': 12, '5Y': 60 }[duration];
      const d = local(t);
      const target = d.getUTCMonth() + months;
      const lastDay = new Date(Date.UTC(d.getUTCFullYear(), target + 1, 0)).getUTCDate();
      return fromLocal(d.getUTCFullYear(), target, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
    }
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy HH:mm in Vietnam time, as the refusals print it. */
export function formatVietnam(t: number): string {
  const d = local(t);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}
