import type { Zone } from '../../../shared/game.js';

/**
 * Row of `daily_totals`: what the rounds of one zone settled on one Vietnam day (`day`: days since
 * 1970-01-01 in UTC+7) took in stakes and paid out, units. Added to at each settlement, never rewritten.
 */
export interface DailyTotalsTable {
  day: number;
  zone: Zone;
  stakes: number;
  payouts: number;
}

/** Row of `daily_signups`: players (not operators) who registered on a closed Vietnam day. Never changes once written. */
export interface DailySignupsTable {
  day: number;
  players: number;
}
