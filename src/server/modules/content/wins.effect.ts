import { vietnamDay } from '../../../shared/content.js';
import type { Settlement, SettlementEffect } from '../rounds/index.js';
import { recordWins } from './wins.repository.js';

/**
 * The wins rollups, with every chunk of a settlement's players (same transaction as their credits:
 * a win is recorded exactly when it is paid, never twice): one `wins` row per winner (what the round
 * paid them), and each winner's biggest win of the Vietnam day kept in `daily_wins`. Two set-based
 * statements whatever the number of winners. Changes no balance.
 */
export function winsEffect(): SettlementEffect {
  return {
    name: 'wins rollups',
    on: 'players',
    async run(trx, { round, stakes, stakesRows }: Settlement) {
      if (!stakes.some((s) => s.won > 0)) return [];
      const settledAt = round.settledAt!;
      await recordWins(trx, stakesRows, { id: round.id, zone: round.zone, incId: round.incId, settledAt, day: vietnamDay(settledAt) });
      return [];
    },
  };
}
