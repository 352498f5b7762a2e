import { PUBLIC_ID_OFFSET } from '../../../shared/api/players.js';
import type { AdminWithdrawalsExportQuery, WithdrawalStatus } from '../../../shared/api/withdrawals.js';
import { unitsToPoints } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import { bpsToPercent } from '../../../shared/withdrawals.js';
import { type CsvColumn, type CsvPages, keysetPages } from '../../lib/csv.js';
import type { AppContext } from '../context.js';
import { type ExportRow, queueRowsPage } from './withdrawals.repository.js';

// The withdrawal queue's CSV export: streamed by the route with `sendCsv`, read a page at a time by
// id (keyset). Times are ISO 8601 UTC, points plain numbers (a dot for decimals), as in the other
// console exports.

const t = texts.console.withdrawals.csv;
/** Rows read per query while streaming. */
const PAGE_SIZE = 1000;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const columns: readonly CsvColumn<ExportRow>[] = [
  { header: t.id, value: (r) => r.id },
  { header: t.createdAt, value: (r) => iso(r.createdAt) },
  { header: t.status, value: (r) => texts.console.status[r.status] },
  { header: t.playerId, value: (r) => PUBLIC_ID_OFFSET + r.playerId },
  { header: t.username, value: (r) => r.username },
  { header: t.amount, value: (r) => unitsToPoints(r.amount) },
  { header: t.feePercent, value: (r) => bpsToPercent(r.feeBps) },
  { header: t.fee, value: (r) => unitsToPoints(r.fee) },
  { header: t.netVnd, value: (r) => r.netVnd },
  { header: t.bankName, value: (r) => r.bankName },
  { header: t.bankAccount, value: (r) => r.bankAccountNumber },
  { header: t.bankHolder, value: (r) => r.bankAccountHolder },
  { header: t.note, value: (r) => r.note },
  { header: t.decidedAt, value: (r) => iso(r.decidedAt) },
  { header: t.operator, value: (r) => r.operatorUsername },
];

async function* concat<T>(...parts: CsvPages<T>[]): CsvPages<T> {
  for (const part of parts) yield* part;
}

/**
 * GET /v1/admin/withdrawals/export.csv: the queue in the screen's order and with its filter:
 * pending ones oldest first, then decided ones newest first.
 */
export function withdrawalsExport(ctx: AppContext, query: AdminWithdrawalsExportQuery, pageSize = PAGE_SIZE) {
  const pending = () => keysetPages((after: number | undefined, size) => queueRowsPage(ctx.db, { pending: true }, after, size), (r) => r.id, pageSize);
  const decided = (status?: Exclude<WithdrawalStatus, 'PENDING'>) =>
    keysetPages((before: number | undefined, size) => queueRowsPage(ctx.db, { pending: false, ...(status ? { status } : {}) }, before, size), (r) => r.id, pageSize);
  const pages = query.status === 'PENDING' ? pending() : query.status ? decided(query.status) : concat(pending(), decided());
  return { filename: `withdrawals-${(query.status ?? 'all').toLowerCase()}.csv`, columns, pages };
}
