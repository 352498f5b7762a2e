import type { Withdrawal } from '../../../../shared/api/withdrawals';
import { CSV_BOM, CSV_EOL, csvRow } from '../../../../shared/csv';
import { texts } from '../../../../shared/texts';
import { formatDateTime } from '../../../lib/format';
import { withdrawalStatus } from './status';

/**
 * The withdrawals as CSV: a header line, then one line per order. Plain numbers (no thousands
 * separators) so spreadsheets read them; a BOM so that Excel reads the Vietnamese as UTF-8; a note a
 * spreadsheet would run as a formula is written as text (the escaping of shared/csv.ts).
 */
export function withdrawalsCsv(list: readonly Withdrawal[]): string {
  const h = texts.accountArea.history;
  const r = texts.accountArea.report;
  const header = ['ID', h.time, h.points, r.fee, r.netVnd, h.status, r.note];
  const lines = list.map((w) => csvRow([w.id, formatDateTime(w.createdAt), w.amount, w.fee, w.netVnd, withdrawalStatus(w.status).label, w.note ?? '']));
  return CSV_BOM + [csvRow(header), ...lines].join(CSV_EOL) + CSV_EOL;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
