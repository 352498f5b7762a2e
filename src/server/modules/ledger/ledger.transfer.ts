import { type LedgerKind, SYSTEM_SHARDS, type SystemAccount } from './ledger.table.js';

/** One side of a transfer: a player's account or a system account. */
export type Account = { readonly player: number } | { readonly system: SystemAccount };

/**
 * A movement of `amount` units from one account to another: two ledger rows, -amount and +amount,
 * so the books sum to zero. The reference (with the account and kind) is unique in the schema:
 * an entry meant to happen once cannot be written twice, even by a retry on another instance.
 */
export interface Transfer {
  readonly from: Account;
  readonly to: Account;
  /** Units (1/10,000 point), more than 0. */
  readonly amount: number;
  readonly kind: LedgerKind;
  readonly ref: { readonly type: string; readonly id: string | number };
  readonly note?: string | null | undefined;
  readonly now: number;
}

/** A player's balance after a movement, with its version (the count of their ledger entries). */
export interface PlayerBalance {
  readonly playerId: number;
  /** Units. */
  readonly balance: number;
  readonly version: number;
}

/** How far a credit may carry a player's balance (units). */
export interface LedgerLimits {
  readonly maxBalance: number;
}

/** A side of a transfer as the statements write it: the player side first, so locks are always taken in the same order. */
export interface Side {
  readonly account: Account;
  readonly delta: number;
  /** The system account's shard it moves (0 on a player's side). */
  readonly shard: number;
}

/**
 * The shard of a system account a transfer moves: the player's id spreads the players' concurrent
 * movements (bets above all) over `SYSTEM_SHARDS` rows; a transfer between two system accounts,
 * and settlement's one row for all the winners, use shard 0.
 */
export function shardOf(transfer: Pick<Transfer, 'from' | 'to'>): number {
  const player = 'player' in transfer.from ? transfer.from.player : 'player' in transfer.to ? transfer.to.player : 0;
  return player % SYSTEM_SHARDS;
}

/** The two sides of a transfer, player first (then system accounts by code), after checking it. */
export function sidesOf(transfer: Transfer): [Side, Side] {
  if (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0) throw new Error(`invalid transfer amount ${transfer.amount}`);
  const shard = shardOf(transfer);
  const from: Side = { account: transfer.from, delta: -transfer.amount, shard: 'system' in transfer.from ? shard : 0 };
  const to: Side = { account: transfer.to, delta: transfer.amount, shard: 'system' in transfer.to ? shard : 0 };
  const rank = (side: Side) => ('player' in side.account ? `0:${side.account.player}` : `1:${side.account.system}`);
  if (rank(from) === rank(to)) throw new Error('a transfer needs two different accounts');
  return rank(from) <= rank(to) ? [from, to] : [to, from];
}

/** What every row of a transfer says besides its account and delta. */
export type EntryInfo = Pick<Transfer, 'kind' | 'ref' | 'note' | 'now'>;

/** The values of INSERT_ENTRY for one side. */
export function entryValues(side: Side, info: EntryInfo, balanceAfter: number): unknown[] {
  const player = 'player' in side.account ? side.account.player : null;
  const system = 'system' in side.account ? side.account.system : null;
  return [player, system, side.shard, side.delta, info.kind, info.ref.type, String(info.ref.id), balanceAfter, info.note ?? null, info.now];
}
