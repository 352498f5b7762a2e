import { BPS } from './game.js';
import { formatPoints, MAX_POINTS, mulDivFloor, pointsToUnits, UNITS_PER_POINT } from './money.js';
import { texts } from './texts.js';

/** Withdrawal rules both sides apply (decisions section 4): the app shows exactly what the server stores. */
export const WITHDRAWAL_MIN_POINTS = 50;
/** 1 point = 1000 VND (spec section 9). */
export const VND_PER_POINT = 1000;
/**
 * One fee tier: amounts strictly below `below` points pay `bps`; the last tier has `below: null`
 * and takes every larger amount. Tiers are ordered by `below`.
 */
export interface FeeTier {
  readonly below: number | null;
  readonly bps: number;
}

/** Under 200,000 points 15%; under 400,000 20%; otherwise 30% (configurable on the server). */
export const DEFAULT_WITHDRAWAL_FEE_TIERS: readonly FeeTier[] = [
  { below: 200_000, bps: 1500 },
  { below: 400_000, bps: 2000 },
  { below: null, bps: 3000 },
];

/** The fee rate of an amount (units): the first tier whose bound is above it. The whole amount pays one rate. */
export function feeBpsFor(amountUnits: number, tiers: readonly FeeTier[]): number {
  for (const tier of tiers) {
    if (tier.below === null || amountUnits < tier.below * UNITS_PER_POINT) return tier.bps;
  }
  return tiers[tiers.length - 1]?.bps ?? 0;
}

/** What a withdrawal of `amount` units costs and pays; every figure an integer. */
export interface WithdrawalQuote {
  /** Units. */
  readonly amount: number;
  readonly feeBps: number;
  /** Units, rounded down (in the player's favour). */
  readonly fee: number;
  /** Units: amount - fee. */
  readonly net: number;
  /** Whole VND paid out: net points x 1000, rounded down. */
  readonly netVnd: number;
}

export function quoteWithdrawal(amountUnits: number, tiers: readonly FeeTier[]): WithdrawalQuote {
  const feeBps = feeBpsFor(amountUnits, tiers);
  const fee = mulDivFloor(amountUnits, feeBps, BPS);
  const net = amountUnits - fee;
  return { amount: amountUnits, feeBps, fee, net, netVnd: mulDivFloor(net, VND_PER_POINT, UNITS_PER_POINT) };
}

/** A fee rate as a percentage for display: 1500 -> 15, 1250 -> 12.5. */
export function bpsToPercent(bps: number): number {
  return bps / 100;
}

/**
 * The first problem with a withdrawal amount (points), as the message both sides show; undefined
 * when it may be requested. `balance` (points) is checked when given; `min` is the operator's
 * minimum (the spec's 50 unless set otherwise).
 */
export function withdrawalAmountProblem(amount: number | undefined | null, balance?: number, min = WITHDRAWAL_MIN_POINTS): string | undefined {
  const t = texts.accountArea.withdraw;
  if (amount === undefined || amount === null || Number.isNaN(amount)) return t.amountRequired;
  // More than any balance can hold: said as such, not as "too many decimals".
  if (amount > MAX_POINTS) return texts.errors.insufficientBalance;
  if (pointsToUnits(amount) === undefined) return t.amountDecimals;
  if (amount < min) return t.amountMin(formatPoints(min));
  if (balance !== undefined && amount > balance) return texts.errors.insufficientBalance;
  return undefined;
}

/** What the terms and the withdrawal screen say about converting: the rules in force (GET /v1/withdrawals/rules). */
export interface WithdrawalTermsRules {
  /** Points. */
  readonly minAmount: number;
  readonly vndPerPoint: number;
  readonly feeTiers: readonly FeeTier[];
}

/**
 * One line per fee tier, in the words of the terms: 'Dưới 200,000 điểm: 15%.', 'Từ 200,000 đến
 * dưới 400,000 điểm: 20%.', 'Từ 400,000 điểm trở lên: 30%.'. Bounds are the tiers' own, so each
 * line says exactly which amounts `feeBpsFor` charges at its rate.
 */
export function feeTierLines(tiers: readonly FeeTier[]): string[] {
  const t = texts.game.terms.tax;
  const percent = (tier: FeeTier) => formatPoints(bpsToPercent(tier.bps));
  return tiers.map((tier, i) => {
    const from = i === 0 ? null : tiers[i - 1]!.below;
    if (tier.below === null) return from === null ? t.every(percent(tier)) : t.from(formatPoints(from), percent(tier));
    return from === null ? t.below(formatPoints(tier.below), percent(tier)) : t.between(formatPoints(from), formatPoints(tier.below), percent(tier));
  });
}

/** The terms' section on converting points: the minimum and the VND rate, then the fee of each tier. */
export function withdrawalTermsLines(rules: WithdrawalTermsRules): string[] {
  const t = texts.game.terms.tax;
  return [t.minimum(formatPoints(rules.minAmount), formatPoints(rules.vndPerPoint)), t.wholeAmount, ...feeTierLines(rules.feeTiers)];
}

/**
 * Reads fee tiers written as `200000=15,400000=20,30` (points=percent, bounds rising, the last
 * one a percentage alone); undefined when malformed. Percentages are below 100, with at most two
 * decimals.
 */
export function parseFeeTiers(text: string): FeeTier[] | undefined {
  const parts = text.split(',').map((p) => p.trim());
  const tiers: FeeTier[] = [];
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    const match = (last ? /^()(\d{1,2}(?:\.\d{1,2})?)$/ : /^(\d+)=(\d{1,2}(?:\.\d{1,2})?)$/).exec(part);
    if (!match) return undefined;
    const below = last ? null : Number(match[1]);
    const previous = tiers[tiers.length - 1];
    if (below !== null && previous?.below != null && below <= previous.below) return undefined;
    tiers.push({ below, bps: Math.round(Number(match[2]) * 100) });
  }
  return tiers;
}
