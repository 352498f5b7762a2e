import { Type, type Static } from '@sinclair/typebox';

/**
 * POST /v1/admin/exports/link (ADMIN): a link that opens one CSV export for one minute without the
 * bearer header, so that the browser downloads it as a file (streamed to disk, never held in the
 * page's memory). `path`: one of CSV_EXPORTS below, with its query.
 */
export const ExportLinkBody = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000, description: 'for example /v1/admin/audit/export.csv?action=DEPOSIT_CREATE' }) }, { additionalProperties: false });
export type ExportLinkBody = Static<typeof ExportLinkBody>;
export const ExportLinkResponse = Type.Object({ url: Type.String({ description: 'the same path with a one-minute `dl` token as its last parameter' }) });
export type ExportLinkResponse = Static<typeof ExportLinkResponse>;

/**
 * Every CSV export of the console (GET, under /v1/admin): the only paths a download link is given
 * for, exactly as written here (`{id}`: a player's id), with any query. A test holds the list to the
 * routes folder, so an export added there and not here fails the suite.
 */
export const CSV_EXPORTS = [
  '/v1/admin/audit/export.csv',
  '/v1/admin/dashboard/export.csv',
  '/v1/admin/deposits/export.csv',
  '/v1/admin/operators/export.csv',
  '/v1/admin/players/export.csv',
  '/v1/admin/players/{id}/bets/export.csv',
  '/v1/admin/players/{id}/ledger/export.csv',
  '/v1/admin/players/{id}/stakes/export.csv',
  '/v1/admin/rounds/export.csv',
  '/v1/admin/verifications/export.csv',
  '/v1/admin/withdrawals/export.csv',
] as const;
