import type { LedgerEntry } from '../../../shared/api/ledger.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { LedgerEntryRow } from './ledger.table.js';

export function toLedgerEntry(row: LedgerEntryRow): LedgerEntry {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    delta: unitsToPoints(row.delta),
    kind: row.kind,
    refType: row.refType,
    refId: row.refId,
    balanceAfter: unitsToPoints(row.balanceAfter),
    note: row.note,
  };
}
