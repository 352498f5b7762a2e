import { BET_MIN, type Gate, type GateInput, normalizeGate, OPPOSITE_GATE, winPayout } from '../../../shared/game.js';
import { formatPoints, pointsToUnits } from '../../../shared/money.js';
import { texts } from '../../../shared/texts.js';
import type { AppError } from '../../lib/errors.js';
import { InsufficientBalanceError } from '../ledger/index.js';
import { type PlayGuard, playRefusal } from '../safety/index.js';
import { BetAmountError, BettingLockedError, OppositeGateError, WinPassesCapError } from './bets.errors.js';

/** What a bet asks for, as it came (points). */
export interface BetRequest {
  readonly amount: number;
  readonly gate: GateInput;
}

/** What the store read inside the bet's transaction, before any write. */
export interface BetFacts {
  readonly now: number;
  readonly round: { readonly status: 'OPEN' | 'SETTLED'; readonly endTime: number; readonly payoutBps: number };
  /** Gates the player already holds in this round. */
  readonly heldGates: readonly Gate[];
  /** Units. */
  readonly balance: number;
  /** The player's own pause and loss limits (responsible play); absent when they set none. */
  readonly guard?: PlayGuard | undefined;
}

/** The rules in force (operator settings). */
export interface BetRules {
  /** Points. */
  readonly betMin: number;
  readonly betMax: number;
  readonly betLockSeconds: number;
  /** Units: the largest balance a player may hold. */
  readonly maxBalance: number;
}

export type BetDecision = { readonly refusal: AppError } | { readonly gate: Gate; readonly units: number };

/**
 * Every rule a bet must pass, in one place and one order, decided before anything is written: the
 * round open and not in its last seconds; the amount in range with at most 4 decimals; not the
 * opposite gate of one held in the round; covered by the balance; and its win not carrying the
 * balance past the maximum (settlement credits without refusing, so the bet decides). Before all
 * of them a running cool-off or self-exclusion, and after the balance the player's loss limits
 * (safety.rules.ts). Both stores (bets.store.ts) call it the same way.
 */
export function decideBet(bet: BetRequest, facts: BetFacts, rules: BetRules): BetDecision {
  const t = texts.game.bet;
  if (facts.guard?.pause) return { refusal: playRefusal(facts.guard, 0, facts.now)! };
  if (facts.round.status !== 'OPEN' || facts.now >= facts.round.endTime - rules.betLockSeconds * 1000) return { refusal: new BettingLockedError() };
  if (!(bet.amount >= rules.betMin)) return { refusal: new BetAmountError(rules.betMin === BET_MIN ? t.amountMin : t.amountMinOf(formatPoints(rules.betMin))) };
  if (bet.amount > rules.betMax) return { refusal: new BetAmountError(t.amountMax(formatPoints(rules.betMax))) };
  const units = pointsToUnits(bet.amount);
  if (units === undefined) return { refusal: new BetAmountError(t.amountDecimals) };
  const gate = normalizeGate(bet.gate);
  if (facts.heldGates.includes(OPPOSITE_GATE[gate])) return { refusal: new OppositeGateError() };
  if (facts.balance < units) return { refusal: new InsufficientBalanceError() };
  const overLimit = playRefusal(facts.guard, units, facts.now);
  if (overLimit) return { refusal: overLimit };
  if (facts.balance - units + winPayout(units, facts.round.payoutBps) > rules.maxBalance) return { refusal: new WinPassesCapError() };
  return { gate, units };
}
