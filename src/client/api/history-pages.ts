/** Rows a history screen reads at a time: its first page, and each 'Xem thêm'. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * How a history is read (issue 30), as RTK Query's `infiniteQueryOptions`: the first page without a
 * cursor, each next one from the `nextCursor` of the page before, until the server answers null
 * (the history's first row reached). Rows added meanwhile neither repeat nor hide a row.
 */
export const cursorPages = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { readonly nextCursor?: string | null | undefined }): string | undefined => last.nextCursor ?? undefined,
};

/** The query string of one page: its size, and its cursor after the first page. */
export const pageParams = (cursor: string | null, size = HISTORY_PAGE_SIZE): { limit: number; cursor?: string } => ({ limit: size, ...(cursor ? { cursor } : {}) });
