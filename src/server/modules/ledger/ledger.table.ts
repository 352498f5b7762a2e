import type { Generated, Selectable } from 'kysely';

/**
 * Why a balance changed (decisions section 2). WITHDRAW_PAYOUT and WITHDRAW_FEE are ours: an
 * approved withdrawal's points leave WITHDRAWALS for CASH_OUT (net) and FEES (the fee).
 */
export const LEDGER_KINDS = [
  'DEPOSIT',
  'BET',
  'WIN',
  'WITHDRAW_HOLD',
  'WITHDRAW_REFUND',
  'WITHDRAW_PAYOUT',
  'WITHDRAW_FEE',
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

/**
 * The accounts on the other side of every player's movement. HOUSE: stakes in, wins out, so its
 * balance is the house result. CASH_IN: operator deposits (negative: what came in from outside).
 * WITHDRAWALS: points held for pending withdrawals. CASH_OUT and FEES: what approved withdrawals
 * paid out and kept. COMMISSION: referral commissions paid. STAKING: staked principal held.
 * REWARDS: box purchases in, box prizes and staking rewards out. ADJUSTMENTS: operators' corrections
 * (ADJUSTMENT), credits out and debits in.
 */
export const SYSTEM_ACCOUNTS = ['HOUSE', 'CASH_IN', 'CASH_OUT', 'WITHDRAWALS', 'FEES', 'COMMISSION', 'STAKING', 'REWARDS', 'ADJUSTMENTS'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * How many rows hold each system account's balance (migration 0017). A movement updates one, chosen
 * by the player's id (`shardOf`), so concurrent bets on PostgreSQL do not all wait for one row's lock.
 */
export const SYSTEM_SHARDS = 16;

/** Row of `system_accounts`: the codes. */
export interface SystemAccountsTable {
  code: SystemAccount;
}

/** Row of `system_balances`: one shard of a system account; the account's balance (may be negative) is their sum. */
export interface SystemBalancesTable {
  code: SystemAccount;
  shard: number;
  balance: number;
}

/**
 * Row of `ledger_entries`: append-only, one per side of a transfer, on a player's account or a
 * system account (never both). `balanceAfter` is that account's balance right after it (a system
 * account's: that shard's). Unique per (account, kind, reference): an entry meant to happen once
 * cannot happen twice.
 */
export interface LedgerEntriesTable {
  id: Generated<number>;
  playerId: number | null;
  systemAccount: SystemAccount | null;
  /** The system account's shard it moved (0 on a player's row). */
  systemShard: Generated<number>;
  /** Signed change in units; never 0. */
  delta: number;
  kind: LedgerKind;
  refType: string | null;
  refId: string | null;
  balanceAfter: number;
  note: string | null;
  createdAt: number;
}

export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
