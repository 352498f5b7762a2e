import { Type, type Static } from '@sinclair/typebox';

/**
 * POST /v1/admin/exports/link (ADMIN): a link that opens one CSV export for one minute without the
 * bearer header, so that the browser downloads it as a file (streamed to disk, never held in the
 * page's memory). `path`: the export's path under /v1/admin, with its query.
 */
export const ExportLinkBody = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000, description: 'for example /v1/admin/audit/export.csv?action=DEPOSIT_CREATE' }) }, { additionalProperties: false });
export type ExportLinkBody = Static<typeof ExportLinkBody>;
export const ExportLinkResponse = Type.Object({ url: Type.String({ description: 'the same path with a one-minute `dl` token as its last parameter' }) });
export type ExportLinkResponse = Static<typeof ExportLinkResponse>;
