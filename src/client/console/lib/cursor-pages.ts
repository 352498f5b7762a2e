import { useCallback, useEffect, useRef } from 'react';

/** Which page of a list to read: its number, and the cursor it starts at when the console knows it. */
export interface PageAt {
  readonly page: number;
  readonly cursor?: string;
}

/**
 * Numbered pages read by cursor (issue 30). The console keeps its page numbers and counts; each
 * answer names where the page after it starts (`nextCursor`), which is remembered, so that moving to
 * a page read before, or to the next one, reads it from its cursor: along an index however deep, and
 * with no row repeated or skipped when rows came or went meanwhile (a queue being worked through). A
 * page never reached that way (a link, a fresh screen) is read by its number.
 *
 * `list` names the list as filtered (another filter is another list); `shown` is the answer to what is
 * asked now (RTK Query's `currentData`: never the previous page's while the next one loads). Returns
 * where a page starts.
 */
export function useCursorPages(list: string, shown: { readonly page: number; readonly nextCursor: string | null } | undefined): (page: number) => PageAt {
  const cursors = useRef(new Map<string, string>());
  const page = shown?.page;
  const nextCursor = shown?.nextCursor;
  useEffect(() => {
    if (page !== undefined && nextCursor) cursors.current.set(`${list}\n${page + 1}`, nextCursor);
  }, [list, page, nextCursor]);
  return useCallback(
    (target: number) => {
      const cursor = target > 1 ? cursors.current.get(`${list}\n${target}`) : undefined;
      return cursor ? { page: target, cursor } : { page: target };
    },
    [list],
  );
}

/** The `page` and `cursor` of an address's query string, as a PageAt (page 1 when absent or not a page). */
export function pageAtOf(params: URLSearchParams): PageAt {
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cursor = params.get('cursor');
  return cursor && page > 1 ? { page, cursor } : { page };
}

/** A PageAt as query-string fields (none for page 1). */
export const pageAtParams = (at: PageAt): Record<string, string> => (at.page > 1 ? { page: String(at.page), ...(at.cursor ? { cursor: at.cursor } : {}) } : {});
