import { sql } from 'kysely';
import { vietnamDay } from '../../../shared/content.js';
import type { Settlement, SettlementEffect } from '../rounds/settlement.js';

/**
 * The dashboard's daily totals, as part of every settlement (same transaction: a round counts
 * exactly once, in the Vietnam day it settled): its stakes and payouts, as the settlement recorded
 * them on the round, added to the row of its day and zone. One statement per round; a round
 * nobody bet on changes nothing. Changes no balance.
 */
export function dailyTotalsEffect(): SettlementEffect {
  return {
    name: 'daily totals',
    async run(trx, { round }: Settlement) {
      if (round.totalBet === 0 && round.totalPayout === 0) return [];
      await sql`insert into daily_totals (day, zone, stakes, payouts)
        values (${vietnamDay(round.settledAt!)}, ${round.zone}, ${round.totalBet}, ${round.totalPayout})
        on conflict (day, zone) do update set stakes = daily_totals.stakes + excluded.stakes, payouts = daily_totals.payouts + excluded.payouts`.execute(trx);
      return [];
    },
  };
}
