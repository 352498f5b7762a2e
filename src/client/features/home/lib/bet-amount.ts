import * as yup from 'yup';
import { BET_MIN, BET_STEP, winPayout } from '../../../../shared/game';
import { formatPoints, pointsToUnits, UNITS_PER_POINT, unitsToPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';

const t = texts.game.bet;

/**
 * The bet amount of spec section 5 and decisions section 3: required, at least the minimum (10 by
 * default, with the spec's message; an operator may set another), at most the configured maximum
 * and the balance, 4 decimals.
 */
export function betAmountSchema({ min = BET_MIN, max, balance }: { min?: number; max: number; balance: number | undefined }) {
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

/** Plus: 10 more (from nothing, 10). */
export function stepUp(amount: number | undefined): number {
  return amount === undefined ? BET_MIN : toPoints(amount + BET_STEP);
}

/** Minus: 10 less, never below 10. */
export function stepDown(amount: number | undefined): number {
  return amount === undefined ? BET_MIN : Math.max(BET_MIN, toPoints(amount - BET_STEP));
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
