import { sql } from 'kysely';
import { vietnamDay } from '../../../shared/content.js';
import type { Settlement, SettlementEffect } from '../rounds/settlement.js';

/**
 * The wins rollups, as part of every settlement (same transaction: a round's wins are recorded
 * exactly when it is settled, never twice): one `wins` row per winner (what the round paid them),
 * and each winner's biggest win of the Vietnam day kept in `daily_wins`. Two set-based statements
 * over the settlement's per-player table, whatever the number of winners. Changes no balance.
 */
export function winsEffect(): SettlementEffect {
  return {
    name: 'wins rollups',
    async run(trx, settlement: Settlement) {
      const { round } = settlement;
      if (!settlement.stakes.some((s) => s.won > 0)) return [];
      const settledAt = round.settledAt!;
      const stakes = sql.table(settlement.stakesTable);
      await sql`insert into wins (round_id, player_id, zone, inc_id, amount, settled_at)
        select ${round.id}, player_id, ${round.zone}, ${round.incId}, won, ${settledAt} from ${stakes} where won > 0
        order by player_id`.execute(trx);
      // A tie keeps the earlier win. (The WHERE before ON CONFLICT also keeps SQLite's parser from
      // reading ON as a join constraint.)
      await sql`insert into daily_wins (day, player_id, amount, zone, inc_id, settled_at)
        select ${vietnamDay(settledAt)}, player_id, won, ${round.zone}, ${round.incId}, ${settledAt} from ${stakes} where won > 0
        on conflict (day, player_id) do update
          set amount = excluded.amount, zone = excluded.zone, inc_id = excluded.inc_id, settled_at = excluded.settled_at
          where excluded.amount > daily_wins.amount`.execute(trx);
      return [];
    },
  };
}
