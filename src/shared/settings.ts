/**
 * Bounds of the operator settings, shared by the server (which refuses a value past them) and the
 * console's forms (which say them before sending). Rates are basis points: 10,000 = 100%.
 */
import { BPS } from './game.js';

export const SETTING_LIMITS = {
  /**
   * A winning bet pays stake × payoutBps / 10,000, stake included: more than the stake back, and
   * under 2× because every gate wins half of the rounds (2× or more loses money on every round).
   */
  payoutBps: { min: BPS + 1, max: 2 * BPS - 1 },
  betLockSeconds: { min: 0, max: 60 },
  stakingRateBps: { min: 0, max: BPS },
  stakingTermDays: { min: 1, max: 365 },
  /** Per level, and for the seven levels together. */
  referralRateBps: { min: 0, max: BPS },
  referralLevels: 7,
  /** A fee rate below 100%: something is always paid out. */
  feeBps: { min: 0, max: BPS - 1 },
  feeTiers: { min: 1, max: 10 },
  boxPrizes: { min: 1, max: 20 },
  boxPrizeName: { max: 60 },
  boxWeight: { min: 0, max: 1_000_000 },
  hotline: { max: 32 },
  terms: { max: 20_000 },
} as const;

/**
 * What the house keeps of every stake on average at a payout rate, in basis points: each gate wins
 * with probability 1/2, so the expected return is payoutBps / 2.
 */
export function houseEdgeBps(payoutBps: number): number {
  return BPS - payoutBps / 2;
}
