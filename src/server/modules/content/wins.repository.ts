import { type RawBuilder, sql } from 'kysely';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';

// Queries only: the wins rollups (written by wins.effect.ts).

/** The latest wins, newest first: the first rows of `wins_settled_idx` read backwards. */
export function latestWins(db: Db, limit: number) {
  return db
    .selectFrom('wins as w')
    .innerJoin('players as p', 'p.id', 'w.playerId')
    .select(['p.username', 'w.amount', 'w.zone', 'w.incId', 'w.settledAt'])
    .orderBy('w.settledAt', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

/** The biggest wins of a Vietnam day, one per player, biggest first (ties: who got there first). */
export function topWinsOfDay(db: Db, day: number, limit: number) {
  return db
    .selectFrom('dailyWins as d')
    .innerJoin('players as p', 'p.id', 'd.playerId')
    .select(['p.username', 'd.amount', 'd.zone', 'd.incId', 'd.settledAt'])
    .where('d.day', '=', day)
    .orderBy('d.amount', 'desc')
    .orderBy('d.settledAt', 'asc')
    .limit(limit)
    .execute();
}

/**
 * A round's wins from `stakes` (a relation: player_id, won): one `wins` row per winner, and each
 * winner's biggest win of the Vietnam day `day` kept in `daily_wins` (a tie keeps the earlier win).
 */
export async function recordWins(db: Db, stakes: RawBuilder<unknown>, round: { id: number; zone: Zone; incId: number; settledAt: number; day: number }): Promise<void> {
  await sql`insert into wins (round_id, player_id, zone, inc_id, amount, settled_at)
    select ${round.id}, s.player_id, ${round.zone}, ${round.incId}, s.won, ${round.settledAt} from ${stakes} as s where s.won > 0
    order by s.player_id`.execute(db);
  // The WHERE before ON CONFLICT also keeps SQLite's parser from reading ON as a join constraint.
  await sql`insert into daily_wins (day, player_id, amount, zone, inc_id, settled_at)
    select ${round.day}, s.player_id, s.won, ${round.zone}, ${round.incId}, ${round.settledAt} from ${stakes} as s where s.won > 0
    on conflict (day, player_id) do update
      set amount = excluded.amount, zone = excluded.zone, inc_id = excluded.inc_id, settled_at = excluded.settled_at
      where excluded.amount > daily_wins.amount`.execute(db);
}
