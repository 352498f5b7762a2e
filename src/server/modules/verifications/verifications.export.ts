import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import type { AdminVerificationsExportQuery } from '../../../shared/api/verifications.js';
import { texts } from '../../../shared/texts.js';
import { type CsvColumn, keysetPages } from '../../lib/csv.js';
import type { AppContext } from '../context.js';
import { verificationRowsPage } from './verifications.repository.js';

// The ID checks' CSV export, streamed a page at a time by id (keyset), newest first. Times are ISO
// 8601 UTC as in the other console exports; the photos stay private (no URLs in a file that travels).

const t = texts.console.verifications.csv;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
type ExportRow = Awaited<ReturnType<typeof verificationRowsPage>>[number];

const columns: readonly CsvColumn<ExportRow>[] = [
  { header: t.id, value: (r) => r.id },
  { header: t.createdAt, value: (r) => iso(r.createdAt) },
  { header: t.status, value: (r) => texts.console.players.verification[r.status] },
  { header: t.playerId, value: (r) => PUBLIC_ID_OFFSET + r.playerId },
  { header: t.username, value: (r) => r.username },
  { header: t.reason, value: (r) => r.reason },
  { header: t.reviewedAt, value: (r) => iso(r.reviewedAt) },
  { header: t.reviewer, value: (r) => r.reviewerUsername },
];

/** GET /v1/admin/verifications/export.csv. */
export function verificationsExport(ctx: AppContext, query: AdminVerificationsExportQuery, pageSize = 1000) {
  const pages = keysetPages((before: number | undefined, size) => verificationRowsPage(ctx.db, query.status, before, size), (r) => r.id, pageSize);
  return { filename: `id-checks-${(query.status ?? 'all').toLowerCase()}.csv`, columns, pages };
}
