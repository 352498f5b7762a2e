import { sql } from 'kysely';
import type { Settlement, SettlementEffect } from '../rounds/settlement.js';
import { dayStart } from './safety.periods.js';

/**
 * Winnings into the loss tallies, as part of every settlement (same transaction: counted once,
 * never lost): each winner's payout of the round lowers the net loss of the Vietnam day it was paid
 * in. Stakes were counted when the bets were placed. One statement, whatever the number of winners;
 * only winners' rows are touched, whose player rows the settlement's credits already locked (one
 * lock order with the bets: player, then tally).
 */
export function lossTalliesEffect(): SettlementEffect {
  return {
    name: 'loss tallies',
    async run(trx, settlement: Settlement) {
      if (!settlement.stakes.some((s) => s.won > 0)) return [];
      // `where` before `on conflict`: SQLite would otherwise read the conflict clause as a join's.
      await sql`insert into loss_tallies (player_id, day_start, stakes, winnings)
        select player_id, ${sql.lit(dayStart(settlement.round.settledAt!))}, 0, won from ${sql.table(settlement.stakesTable)} where won > 0
        on conflict (player_id, day_start) do update set winnings = loss_tallies.winnings + excluded.winnings`.execute(trx);
      return [];
    },
  };
}
