import type { Generated, Selectable } from 'kysely';

/** Why a balance changed (decisions section 2). */
export const LEDGER_KINDS = [
  'DEPOSIT',
  'BET',
  'WIN',
  'WITHDRAW_HOLD',
  'WITHDRAW_REFUND',
  'STAKE',
  'STAKE_REWARD',
  'STAKE_RETURN',
  'REFERRAL_REWARD',
  'VIP_UNLOCK',
  'AGENT_UPGRADE',
  'BOX_PURCHASE',
  'BOX_REWARD',
  'ADJUSTMENT',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Row of `ledger_entries`: append-only; `balanceAfter` is the player's balance right after it. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  playerId: number;
  /** Signed change in units. */
  delta: number;
  kind: LedgerKind;
  refType: string | null;
  refId: string | null;
  balanceAfter: number;
  note: string | null;
  createdAt: number;
}

export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
