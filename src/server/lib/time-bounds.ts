import { vietnamDayStart } from '../../shared/content.js';
import { texts } from '../../shared/texts.js';
import { BadRequestError } from './errors.js';

// The date range of the console's filtered lists (the audit log, the deposits' history).

const t = texts.console.audit;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An instant with its offset (or Z): never a local time the server would have to guess the zone of. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A bound of the date range, epoch ms: a Vietnam day (`2025-01-31`, the whole day in UTC+7, so
 * `to` runs to its last millisecond) or an ISO 8601 instant. Anything else is refused.
 */
export function parseBound(value: string | undefined, edge: 'from' | 'to'): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const day = DAY.exec(text);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const utc = Date.UTC(y, m - 1, d);
    const date = new Date(utc);
    // 2025-02-30 is not a day.
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw new BadRequestError(t.errors.badTime, 'INVALID_TIME');
    const dayNo = utc / DAY_MS;
    return edge === 'from' ? vietnamDayStart(dayNo) : vietnamDayStart(dayNo + 1) - 1;
  }
  const ms = INSTANT.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw new BadRequestError(t.errors.badTime, 'INVALID_TIME');
  return ms;
}

/** Both bounds (epoch ms, inclusive), refused when `from` comes after `to`. */
export function timeRange(from: string | undefined, to: string | undefined): { from: number | undefined; to: number | undefined } {
  const range = { from: parseBound(from, 'from'), to: parseBound(to, 'to') };
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) throw new BadRequestError(t.errors.fromAfterTo, 'INVALID_RANGE');
  return range;
}
