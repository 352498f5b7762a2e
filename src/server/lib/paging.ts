import { texts } from '../../shared/texts.js';
import { BadRequestError } from './errors.js';

/** Limit/offset and the paging fields of a list response, from `page` (1-based) and `limit`. */
export function paging(page = 1, limit = 20) {
  return {
    limit,
    offset: (page - 1) * limit,
    info: (total: number) => ({ page, limit, totalPages: Math.max(1, Math.ceil(total / limit)), totalResults: total }),
  };
}

// Keyset paging (issue 30). A cursor is the place of a page's last row in its list's order: its id
// ("1234"), or a group and an id ("1.1234") where the order has two parts. A list reads the rows after
// it along an index, so a page deep in a long list costs what the first one does, and rows added
// meanwhile (a new bet, a new withdrawal) neither repeat nor skip a row.

/** The keys a cursor holds, `parts` of them; a 400 naming `cursor` when it holds anything else. */
export function readCursor(cursor: string, parts: 1 | 2 = 1): number[] {
  const keys = cursor.split('.').map(Number);
  if (keys.length !== parts || !keys.every((k) => Number.isSafeInteger(k))) throw new BadRequestError(`${texts.errors.invalidInput}: cursor`);
  return keys;
}

/** The one key of a one-part cursor (an id, or a round number). */
export const cursorKey = (cursor: string): number => readCursor(cursor)[0]!;

/**
 * A page of `rows` read with one row more than `limit`: that extra row only tells whether the list
 * goes on, and then the next page starts after this page's last row (`keyOf`: its place).
 */
export function pageOf<R>(rows: readonly R[], limit: number, keyOf: (row: R) => number | readonly number[]): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const key = rows.length > limit && last !== undefined ? keyOf(last) : undefined;
  return { rows: page, nextCursor: key === undefined ? null : typeof key === 'number' ? String(key) : key.join('.') };
}
