/** Growth rules both sides use: referral levels, reward record types, box odds. */
import { BPS } from './game.js';
import { mulDivFloor } from './money.js';

/** Referral levels: F1 are direct invitees, Fk those at depth k (spec section 9). */
export const REFERRAL_LEVELS = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6', 'F7'] as const;
export type ReferralLevel = (typeof REFERRAL_LEVELS)[number];

export function levelDepth(level: ReferralLevel): number {
  return REFERRAL_LEVELS.indexOf(level) + 1;
}

/** Reward record types of /v1/gift (spec section 2): boxes opened, referral commissions, staking rewards. */
export const REWARD_TYPES = ['OPENBOX', 'LV7', 'STALK'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** One prize of the gift box table: `weight` out of the table's total is its chance. */
export interface BoxPrize {
  readonly name: string;
  /** Points credited. */
  readonly points: number;
  readonly weight: number;
}

/** Each prize's chance (0..1) and the box's expected value in points: shown before buying. */
export function boxOdds(prizes: readonly BoxPrize[]): { chances: number[]; expectedPoints: number } {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  const chances = prizes.map((p) => (total > 0 ? p.weight / total : 0));
  const expectedPoints = prizes.reduce((sum, p, i) => sum + p.points * chances[i]!, 0);
  return { chances, expectedPoints: Math.round(expectedPoints * 10_000) / 10_000 };
}

/** What a stake earns a day (units): floor(amount × daily rate). Integers only, like every payout. */
export function dailyStakeReward(amountUnits: number, rateBps: number): number {
  return mulDivFloor(amountUnits, rateBps, BPS);
}

/** 24 hours: stakes earn once per full day since they started. */
export const DAY_MS = 24 * 60 * 60 * 1000;
