import type { Deposit } from '../../../shared/api/deposits.js';
import { unitsToPoints } from '../../../shared/money.js';
import type { DepositRow } from './deposits.table.js';

export function toDeposit(row: DepositRow): Deposit {
  return { id: row.id, createdAt: new Date(row.createdAt).toISOString(), amount: unitsToPoints(row.amount), status: row.status, note: row.note };
}
