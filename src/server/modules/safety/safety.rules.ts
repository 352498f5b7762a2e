import { LIMIT_PERIODS, type LimitPeriod, type PauseKind } from '../../../shared/api/safety.js';
import type { AppError } from '../../lib/errors.js';
import { LossLimitError, PausedError } from './safety.errors.js';
import { periodEnd, periodStart } from './safety.periods.js';
import type { PlayerSafetyRow } from './safety.table.js';

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

/** The parts of a player's safety row that decide play. */
export type SafetyRules = Omit<PlayerSafetyRow, 'playerId' | 'realityCheckMinutes' | 'updatedAt'>;

export function storedLimits(row: SafetyRules): Record<LimitPeriod, StoredLimit> {
  return {
    DAY: { amount: row.dayLimit, pending: row.dayPending, pendingAt: row.dayPendingAt },
    WEEK: { amount: row.weekLimit, pending: row.weekPending, pendingAt: row.weekPendingAt },
    MONTH: { amount: row.monthLimit, pending: row.monthPending, pendingAt: row.monthPendingAt },
  };
}

/** Net loss (stakes minus winnings, units) since the start of each period; negative when ahead. */
export interface PeriodNets {
  readonly day: number;
  readonly week: number;
  readonly month: number;
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
export function guardParts(row: SafetyRules, now: number): GuardParts {
  const pause = row.pauseKind !== null && row.pauseUntil !== null && row.pauseUntil > now ? { kind: row.pauseKind, until: row.pauseUntil } : null;
  const stored = storedLimits(row);
  const inForce = LIMIT_PERIODS.flatMap((period) => {
    const amount = limitInForce(stored[period], now);
    return amount === null ? [] : [{ period, amount }];
  });
  return { pause, inForce };
}

/** Whether the net losses must be read: a limit is in force and no pause refuses play anyway. */
export const needsTallies = (parts: GuardParts) => parts.pause === null && parts.inForce.length > 0;

/** Where each period started at `now`. */
export function periodStarts(now: number): Record<LimitPeriod, number> {
  return { DAY: periodStart('DAY', now), WEEK: periodStart('WEEK', now), MONTH: periodStart('MONTH', now) };
}

/** The guard, with each limited period's net loss (`sums`, read when `needsTallies`). */
export function playGuard(parts: GuardParts, sums: PeriodNets | undefined, now: number): PlayGuard {
  if (!sums) return { pause: parts.pause, limits: [] };
  const net = { DAY: sums.day, WEEK: sums.week, MONTH: sums.month };
  return { pause: parts.pause, limits: parts.inForce.map((l) => ({ ...l, net: net[l.period], resetsAt: periodEnd(l.period, now) })) };
}

/** The guard after `units` more went into play: each limited period's net loss grows by them. */
export function afterStake(guard: PlayGuard | undefined, units: number): PlayGuard | undefined {
  return guard && { ...guard, limits: guard.limits.map((l) => ({ ...l, net: l.net + units })) };
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
