import type { Generated, Selectable } from 'kysely';

/** Row of `deposits`: SUCCESS was credited through the ledger; FAILED is a record only. */
export interface DepositsTable {
  id: Generated<number>;
  playerId: number;
  amount: number;
  status: 'SUCCESS' | 'FAILED';
  note: string | null;
  operatorId: number | null;
  createdAt: number;
}

export type DepositRow = Selectable<DepositsTable>;
