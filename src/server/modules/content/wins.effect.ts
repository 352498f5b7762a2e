import { vietnamDay } from '../../../shared/content.js';
import type { Settlement, SettlementEffect } from '../rounds/index.js';
import { recordWins } from './wins.repository.js';
import { NEW_LIMIT, TOP_LIMIT } from './wins.service.js';

/**
 * The wins rollups, with every chunk of a settlement's players (same transaction as their credits:
 * a win is recorded exactly when it is paid, never twice): what the round paid the chunk's biggest
 * winners, as many as /v1/new shows, in `wins`; and as many as /v1/top shows kept in `daily_wins`
 * as their biggest win of the Vietnam day. Only these can ever be shown (`recordWins`), and writing
 * every winner's row cost more than their credits (44,000 winners: 600-760 ms of `wins` rows and
 * 340-570 ms of `daily_wins` upserts a round on PostgreSQL). Two set-based statements whatever the
 * number of winners. Changes no balance.
 */
export function winsEffect(): SettlementEffect {
  return {
    name: 'wins rollups',
    on: 'players',
    async run(trx, { round, stakes, stakesRows }: Settlement) {
      if (!stakes.some((s) => s.won > 0)) return [];
      const settledAt = round.settledAt!;
      await recordWins(trx, stakesRows, { id: round.id, zone: round.zone, incId: round.incId, settledAt, day: vietnamDay(settledAt) }, { latest: NEW_LIMIT, top: TOP_LIMIT });
      return [];
    },
  };
}
