import { vietnamDay } from '../../../shared/content.js';
import type { Settlement, SettlementEffect } from '../rounds/index.js';
import { addDailyTotals } from './dashboard.repository.js';

/**
 * The dashboard's daily totals, with every chunk of a settlement's players (same transaction as
 * their credits: each stake and payout counts exactly once, in the Vietnam day its round settled):
 * the chunk's stakes and payouts added to the row of its day and zone. One statement per chunk.
 * Changes no balance.
 */
export function dailyTotalsEffect(): SettlementEffect {
  return {
    name: 'daily totals',
    on: 'players',
    async run(trx, { round, stakes }: Settlement) {
      const staked = stakes.reduce((sum, s) => sum + s.staked, 0);
      const won = stakes.reduce((sum, s) => sum + s.won, 0);
      if (staked === 0 && won === 0) return [];
      await addDailyTotals(trx, { day: vietnamDay(round.settledAt!), zone: round.zone, stakes: staked, payouts: won });
      return [];
    },
  };
}
