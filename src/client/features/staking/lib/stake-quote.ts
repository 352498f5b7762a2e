import type { GrowthRules } from '../../../../shared/api/growth';
import { dailyStakeReward } from '../../../../shared/growth';
import { pointsToUnits, unitsToPoints } from '../../../../shared/money';
import { withdrawalAmountProblem } from '../../../../shared/withdrawals';

/** What a stake of `amount` points earns, by the server's own integer rule. Points. */
export interface StakeQuote {
  readonly amount: number;
  readonly rateBps: number;
  readonly termDays: number;
  readonly dailyReward: number;
  /** The daily reward (already rounded down) times the term: what the stake pays besides its principal. */
  readonly totalReward: number;
}

export type StakeRules = Pick<GrowthRules, 'stakingRateBps' | 'stakingTermDays' | 'stakingMin'>;

/** The quote of an amount that may be staked now; undefined while the amount has a problem. */
export function quoteStake(amount: number | undefined, balance: number, rules: StakeRules | undefined): StakeQuote | undefined {
  if (!rules || stakeAmountProblem(amount, balance, rules)) return undefined;
  const units = pointsToUnits(amount!)!;
  const daily = dailyStakeReward(units, rules.stakingRateBps);
  return {
    amount: amount!,
    rateBps: rules.stakingRateBps,
    termDays: rules.stakingTermDays,
    dailyReward: unitsToPoints(daily),
    totalReward: unitsToPoints(daily * rules.stakingTermDays),
  };
}

/** Staking takes the withdrawal's rules and messages (spec section 5), with the operator's minimum. */
export function stakeAmountProblem(amount: number | undefined, balance: number, rules: Pick<StakeRules, 'stakingMin'> | undefined): string | undefined {
  return withdrawalAmountProblem(amount, balance, rules?.stakingMin);
}
