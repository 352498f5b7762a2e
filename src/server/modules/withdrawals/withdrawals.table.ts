import type { Generated, Selectable } from 'kysely';
import type { WithdrawalStatus } from '../../../shared/api/withdrawals.js';

/**
 * Row of `withdrawals`. Amounts in units; `fee` and `netVnd` fixed when requested. PENDING until
 * one operator decision (APPROVED or REJECTED) or its player's cancel (CANCELLED, `operatorId`
 * null), whichever comes first, made once by a conditional update.
 */
export interface WithdrawalsTable {
  id: Generated<number>;
  playerId: number;
  amount: number;
  feeBps: number;
  fee: number;
  netVnd: number;
  status: Generated<WithdrawalStatus>;
  note: string | null;
  /** The bank account at the time of the request. */
  bankName: string;
  bankAccountNumber: string;
  bankAccountHolder: string;
  operatorId: number | null;
  decidedAt: number | null;
  createdAt: number;
}

export type WithdrawalRow = Selectable<WithdrawalsTable>;
