/** One page of a history read by cursor, as the server answers it. */
export interface ServedPage<R> {
  readonly results: R[];
  readonly nextCursor: string | null;
  /** The request read the first page (no cursor): the page that carries the counts. */
  readonly first: boolean;
}

/**
 * A history of `rows` (newest first) paged as the server pages it (issue 30): `limit` rows after the
 * one whose key is the request's `cursor`, and the cursor of the next page (null after the last row).
 */
export function pageOfRows<R>(rows: readonly R[], request: Request, keyOf: (row: R) => number): ServedPage<R> {
  const params = new URL(request.url).searchParams;
  const limit = Number(params.get('limit') ?? 20);
  const cursor = params.get('cursor');
  const start = cursor === null ? 0 : rows.findIndex((row) => keyOf(row) === Number(cursor)) + 1;
  const results = rows.slice(start, start + limit);
  const more = start + limit < rows.length;
  return { results, nextCursor: more ? String(keyOf(results.at(-1)!)) : null, first: cursor === null };
}

/** The cursors a list of requests sent to `path`, in order (null: a first page). */
export const cursorsSent = (requests: readonly Request[], path: string) =>
  requests.filter((r) => new URL(r.url).pathname.endsWith(path)).map((r) => new URL(r.url).searchParams.get('cursor'));
