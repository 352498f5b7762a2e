import type { ReactNode } from 'react';
import type { Withdrawal, WithdrawalStatus } from '../../../../shared/api/withdrawals';
import { pointsToUnits, unitsToPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import type { HistoryRow } from '../../../components/HistoryTable';
import type { StatusTone } from '../../../components/StatusBadge';

const tones: Record<WithdrawalStatus, StatusTone> = { APPROVED: 'success', REJECTED: 'error', PENDING: 'info', CANCELLED: 'neutral' };

/** Spec section 4: APPROVED 'Đã quy đổi' (success), REJECTED 'Lỗi' (error), PENDING 'Chờ' (info); ours, CANCELLED 'Đã huỷ' (neutral). */
export function withdrawalStatus(status: WithdrawalStatus): { label: string; tone: StatusTone } {
  return { label: texts.accountArea.status.withdrawal[status], tone: tones[status] };
}

export function toHistoryRow(w: Withdrawal, action?: ReactNode): HistoryRow {
  return { id: w.id, createdAt: w.createdAt, amount: w.amount, status: withdrawalStatus(w.status), note: w.note, ...(action ? { action } : {}) };
}

/** The footer's figures, as the server counts them: orders and points of all but REJECTED and CANCELLED ones (refunded). */
export function withdrawalTotals(list: readonly Withdrawal[]): { count: number; total: number } {
  const counted = list.filter((w) => w.status !== 'REJECTED' && w.status !== 'CANCELLED');
  const units = counted.reduce((sum, w) => sum + (pointsToUnits(w.amount) ?? 0), 0);
  return { count: counted.length, total: unitsToPoints(units) };
}
