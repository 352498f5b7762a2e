import { LIMIT_PERIODS, type LimitPeriod, type PauseKind } from '../../../shared/api/safety.js';
import type { AppError } from '../../lib/errors.js';
import { LossLimitError, PausedError } from './safety.errors.js';
import { periodEnd, periodStart } from './safety.periods.js';
import type { SafetyRowSql, TallySumsSql } from './safety.sql.js';

// Pure rules of responsible play: the bet path (bets.rules.ts) and the other ways to put points in
// play (staking, boxes) decide with the same functions.

/** One period's limit as stored: `pending` replaces `amount` from `pendingAt` on (null: nothing waits). */
export interface StoredLimit {
  readonly amount: number | null;
  readonly pending: number | null;
  readonly pendingAt: number | null;
}

/** The limit in force at `now`: a pending raise or removal counts once its 24 hours have passed. */
export function limitInForce(limit: StoredLimit, now: number): number | null {
  return limit.pendingAt !== null && limit.pendingAt <= now ? limit.pending : limit.amount;
}

export function storedLimits(row: SafetyRowSql): Record<LimitPeriod, StoredLimit> {
  return {
    DAY: { amount: row.day_limit, pending: row.day_pending, pendingAt: row.day_pending_at },
    WEEK: { amount: row.week_limit, pending: row.week_pending, pendingAt: row.week_pending_at },
    MONTH: { amount: row.month_limit, pending: row.month_pending, pendingAt: row.month_pending_at },
  };
}

/** What must hold before points go into play, read in the transaction that would put them there. */
export interface PlayGuard {
  readonly pause: { readonly kind: PauseKind; readonly until: number } | null;
  /** The limits in force (units) with the period's net loss so far (units; negative when ahead). */
  readonly limits: ReadonlyArray<{ readonly period: LimitPeriod; readonly amount: number; readonly net: number; readonly resetsAt: number }>;
}

/** What a player's row puts in force at `now`, before the net losses are read. */
export interface GuardParts {
  readonly pause: PlayGuard['pause'];
  readonly inForce: ReadonlyArray<{ readonly period: LimitPeriod; readonly amount: number }>;
}

/** The running pause and the limits in force of a player's row. */
export function guardParts(row: SafetyRowSql, now: number): GuardParts {
  const pause = row.pause_kind !== null && row.pause_until !== null && row.pause_until > now ? { kind: row.pause_kind, until: row.pause_until } : null;
  const stored = storedLimits(row);
  const inForce = LIMIT_PERIODS.flatMap((period) => {
    const amount = limitInForce(stored[period], now);
    return amount === null ? [] : [{ period, amount }];
  });
  return { pause, inForce };
}

/** Whether the net losses must be read: a limit is in force and no pause refuses play anyway. */
export const needsTallies = (parts: GuardParts) => parts.pause === null && parts.inForce.length > 0;

/** Where each period started at `now`: the TALLY_SUMS parameters. */
export function periodStarts(now: number): Record<LimitPeriod, number> {
  return { DAY: periodStart('DAY', now), WEEK: periodStart('WEEK', now), MONTH: periodStart('MONTH', now) };
}

/** The guard, with each limited period's net loss (`sums`, read when `needsTallies`). */
export function playGuard(parts: GuardParts, sums: TallySumsSql | undefined, now: number): PlayGuard {
  if (!sums) return { pause: parts.pause, limits: [] };
  const net = { DAY: Number(sums.day), WEEK: Number(sums.week), MONTH: Number(sums.month) };
  return { pause: parts.pause, limits: parts.inForce.map((l) => ({ ...l, net: net[l.period], resetsAt: periodEnd(l.period, now) })) };
}

/**
 * Why `units` more in play would be refused: a running cool-off or self-exclusion, or a period whose
 * net loss would pass its limit. The stake counts as lost from the moment it is placed (its winnings,
 * if any, lower the tally when paid), so a limit holds even while bets wait for their round.
 */
export function playRefusal(guard: PlayGuard | undefined, units: number, now: number): AppError | undefined {
  if (!guard) return undefined;
  if (guard.pause && guard.pause.until > now) return new PausedError(guard.pause.kind, guard.pause.until);
  // The period that ends last is the one to wait for, when several would be passed.
  const passed = guard.limits.filter((l) => l.net + units > l.amount).sort((a, b) => b.resetsAt - a.resetsAt)[0];
  return passed ? new LossLimitError(passed.period, passed.resetsAt) : undefined;
}
