import * as yup from 'yup';
import { BET_DEFAULT, BET_MIN, BET_QUICK_PICKS, BET_STEP, winPayout } from '../../../../shared/game';
import { formatPoints, pointsToUnits, UNITS_PER_POINT, unitsToPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';

const t = texts.game.bet;

/** The operator's bet limits in force (GET /v1/system `game`), points. */
export interface BetLimits {
  readonly betMin: number;
  readonly betMax: number;
}

/**
 * The bet amount of spec section 5 and decisions section 3: required, at least the minimum in force
 * (at the spec's 10, the spec's message; the server answers the same), at most the maximum in force
 * and the balance, 4 decimals.
 */
export function betAmountSchema({ min, max, balance }: { min: number; max: number; balance: number | undefined }) {
  return yup.object({
    amount: yup
      .number()
      .typeError(t.amountRequired)
      .required(t.amountRequired)
      .min(min, min === BET_MIN ? t.amountMin : t.amountMinOf(formatPoints(min)))
      .max(max, t.amountMax(formatPoints(max)))
      .test('decimals', t.amountDecimals, (v) => v === undefined || pointsToUnits(v) !== undefined)
      .test('balance', texts.errors.insufficientBalance, (v) => v === undefined || balance === undefined || v <= balance),
  });
}

/** Sums of decimals drift in binary (10.1 + 10 is not exactly 20.1); points keep 4 decimals. */
const toPoints = (value: number) => Math.round(value * UNITS_PER_POINT) / UNITS_PER_POINT;

/** Plus: one step (the spec's 10) more; from nothing, the minimum in force. */
export function stepUp(amount: number | undefined, { betMin }: BetLimits): number {
  return amount === undefined ? betMin : toPoints(amount + BET_STEP);
}

/** Minus: one step less, never below the minimum in force. */
export function stepDown(amount: number | undefined, { betMin }: BetLimits): number {
  return amount === undefined ? betMin : Math.max(betMin, toPoints(amount - BET_STEP));
}

/** Where the sheet starts: the spec's 100, moved inside the limits in force. */
export function startingAmount({ betMin, betMax }: BetLimits): number {
  return Math.min(betMax, Math.max(betMin, BET_DEFAULT));
}

/** The spec's quick picks that the limits in force allow (a pick the server would refuse is not offered). */
export function quickPicks({ betMin, betMax }: BetLimits): number[] {
  return BET_QUICK_PICKS.filter((pick) => pick >= betMin && pick <= betMax);
}

/**
 * What a win pays (points) for `amount` at `payoutBps`: the server's own integer rule, so the sheet
 * never promises a figure that settlement would round differently. Undefined for an amount with
 * more than 4 decimals (refused anyway).
 */
export function winPays(amount: number, payoutBps: number): number | undefined {
  const units = pointsToUnits(amount);
  return units === undefined ? undefined : unitsToPoints(winPayout(units, payoutBps));
}
