import { type RawBuilder, sql } from 'kysely';
import { BPS, type Gate, gateWins, winPayout } from '../../../shared/game.js';
import type { RoundRow } from './rounds.table.js';

export type BetStatus = 'PENDING' | 'WON' | 'LOST';

/** A bet's status and payout (units), from the bet and its round: PENDING until the round settles. */
export function betOutcome(bet: { gate: Gate; amount: number }, round: Pick<RoundRow, 'status' | 'result' | 'payoutBps'>): { status: BetStatus; payout: number } {
  if (round.status !== 'SETTLED' || !round.result) return { status: 'PENDING', payout: 0 };
  return gateWins(bet.gate, round.result) ? { status: 'WON', payout: winPayout(bet.amount, round.payoutBps) } : { status: 'LOST', payout: 0 };
}

/**
 * `winPayout` in SQL, for set-based sums (settlement, histories): integer division of non-negative
 * integers truncates, which is floor. A rate given as a number is written into the statement as an
 * integer literal, never bound: SQLite binds a JavaScript number as a real, and a real division
 * would pay fractions of a unit. The settings keep amount x rate inside 2^53 (settings.keys.ts).
 * Held to `winPayout` by a test on both databases.
 */
export function winPayoutSql(amount: RawBuilder<unknown>, payoutBps: RawBuilder<unknown> | number): RawBuilder<number> {
  const bps = typeof payoutBps === 'number' ? sql.lit(Math.trunc(payoutBps)) : payoutBps;
  return sql<number>`(${amount} * ${bps} / ${sql.lit(BPS)})`;
}
