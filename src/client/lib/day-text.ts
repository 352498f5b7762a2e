/**
 * A day typed as the app writes dates (dd/MM/yyyy) and kept as YYYY-MM-DD (what the API and the
 * filters take). Browsers' own date inputs follow the device locale (often MM/dd/yyyy), so the app
 * uses a masked text input instead.
 */

/** The digits typed so far, with the slashes put in: '2211' -> '22/11', '22112026' -> '22/11/2026'. */
export function maskDayText(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('/');
}

/** 'dd/MM/yyyy' -> 'YYYY-MM-DD' when it names a real calendar day (31/02 does not), else null. */
export function parseDayText(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const real = date.getUTCFullYear() === Number(yyyy) && date.getUTCMonth() === Number(mm) - 1 && date.getUTCDate() === Number(dd);
  return real && Number(yyyy) >= 1900 ? `${yyyy}-${mm}-${dd}` : null;
}

/** 'YYYY-MM-DD' -> 'dd/MM/yyyy'; anything else -> ''. */
export function dayToText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** Whether a value is a well-formed YYYY-MM-DD day. */
export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDayText(dayToText(value)) === value;
}
