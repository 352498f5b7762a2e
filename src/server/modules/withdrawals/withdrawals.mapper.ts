import type { AdminWithdrawal, Withdrawal } from '../../../shared/api/withdrawals.js';
import { unitsToPoints } from '../../../shared/money.js';
import { bpsToPercent } from '../../../shared/withdrawals.js';
import { playerSummary } from '../players/index.js';
import type { WithdrawalRow } from './withdrawals.table.js';

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    amount: unitsToPoints(row.amount),
    fee: unitsToPoints(row.fee),
    feePercent: bpsToPercent(row.feeBps),
    netVnd: row.netVnd,
    status: row.status,
    note: row.note,
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).toISOString(),
  };
}

export function toAdminWithdrawal(row: WithdrawalRow & { username: string }): AdminWithdrawal {
  return {
    ...toWithdrawal(row),
    player: playerSummary({ id: row.playerId, username: row.username }),
    bankName: row.bankName,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountHolder: row.bankAccountHolder,
  };
}
