import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';

/** A value that may be absent, written as JSON null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Every error response: `message` is Vietnamese and meant to be shown as it is; `requestId` names
 * the request in the server's logs (support finds a player's failed call from it).
 */
export const ErrorBody = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  requestId: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A call that takes no fields: `{}` (or no body at all, where the route allows it). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });

export const OkBody = Type.Object({ message: Type.String() });
export type OkBody = Static<typeof OkBody>;

/** A row id: a positive whole number the databases and JavaScript both hold exactly. */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });

/**
 * Text typed in a text area of several lines (a broadcast, a rejection's reason, the terms): line
 * feeds, carriage returns and tabs are kept. Every other string of a request refuses them, and
 * every string refuses the other control characters (server: lib/text-rule.ts).
 */
export const MultilineText = (options: StringOptions = {}) => Type.String({ ...options, 'x-multiline': true });

/** Integer ids in paths arrive as strings; this accepts digits only. */
export const IdParams = Type.Object({ id: Id() });
export type IdParams = Static<typeof IdParams>;

/** An instant in epoch milliseconds, from 1970 to the last one a JavaScript Date holds (8.64e15, the year 275760). */
export const EpochMs = (options: { description?: string } = {}) => Type.Integer({ minimum: 0, maximum: 8.64e15, ...options });

/** The last page number a list accepts: far beyond any real list, and its offset stays exact. */
export const PAGE_MAX = 1_000_000;
/** A page number (1-based); a page past the end of a list is empty. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 });

/** Page and size of a list; pages start at 1. */
export const PageQuery = Type.Object({
  page: Type.Optional(PageNumber),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type PageQuery = Static<typeof PageQuery>;

/** Paging fields of every paginated list response. */
export const PageInfo = {
  page: Type.Integer(),
  limit: Type.Integer(),
  totalPages: Type.Integer(),
  totalResults: Type.Integer(),
};

/**
 * Where a page starts (issue 30): the `nextCursor` of the page before it, passed back as it came. It
 * holds the last row's place in the list's order, read along an index, so a page deep in a long list
 * costs what the first one does, and rows added meanwhile neither repeat a row nor skip one.
 */
export const Cursor = Type.String({
  minLength: 1,
  maxLength: 33,
  pattern: '^[0-9]{1,16}([.][0-9]{1,16})?$',
  description: "The previous page's nextCursor; without it, the page is read by its number",
});

/** The query field of a list read by cursor. */
export const CursorQuery = { cursor: Type.Optional(Cursor) };

/** Where the next page starts (`cursor`), or null when the list has no row after this page. */
export const NextCursor = { nextCursor: Nullable(Type.String({ description: 'Pass as `cursor` for the next page; null after the last row' })) };

/**
 * Paging fields of a player's history: as PageInfo on a page read by number; a page read by cursor
 * carries the rows and `nextCursor` only (its counts came with the first page; counting a long
 * history again for every page is what the cursor spares).
 */
export const HistoryPageInfo = {
  page: Type.Optional(Type.Integer()),
  limit: Type.Integer(),
  totalPages: Type.Optional(Type.Integer()),
  totalResults: Type.Optional(Type.Integer()),
  ...NextCursor,
};

/** Page, size and cursor of a list that may be read by cursor. */
export const CursorPageQuery = Type.Object({ ...PageQuery.properties, ...CursorQuery });
export type CursorPageQuery = Static<typeof CursorPageQuery>;

/**
 * Counts the changes of a player's balance (one per ledger entry on their account): of two answers
 * carrying a balance, the one with the higher version is the newer, whatever order they arrive in.
 */
export const BalanceVersion = Type.Integer({ minimum: 0, description: 'Newer balances have higher versions; keep the newest' });

/** What an `Idempotency-Key` may hold: refused at the door otherwise, on every route and database alike. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_:.-]{1,128}$';

/** Headers of a call that moves money: a retry with the same `Idempotency-Key` moves nothing twice. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'A retry with the same key returns the first answer: 1 to 128 letters, digits and _ - : . (a UUID fits)',
    }),
  ),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;
