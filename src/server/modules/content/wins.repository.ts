import { type RawBuilder, sql } from 'kysely';
import type { Zone } from '../../../shared/game.js';
import type { Db } from '../../db/database.js';

// Queries only: the wins rollups (written by wins.effect.ts).

/** The latest wins, newest first, a round's biggest first: the first rows of `wins_latest_idx` read backwards. */
export function latestWins(db: Db, limit: number) {
  return db
    .selectFrom('wins as w')
    .innerJoin('players as p', 'p.id', 'w.playerId')
    .select(['p.username', 'w.amount', 'w.zone', 'w.incId', 'w.settledAt'])
    .orderBy('w.settledAt', 'desc')
    .orderBy('w.amount', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

/** The biggest wins of a Vietnam day, one per player, biggest first (ties: who got there first, then the older account). */
export function topWinsOfDay(db: Db, day: number, limit: number) {
  return db
    .selectFrom('dailyWins as d')
    .innerJoin('players as p', 'p.id', 'd.playerId')
    .select(['p.username', 'd.amount', 'd.zone', 'd.incId', 'd.settledAt'])
    .where('d.day', '=', day)
    .orderBy('d.amount', 'desc')
    .orderBy('d.settledAt', 'asc')
    .orderBy('d.playerId', 'asc')
    .limit(limit)
    .execute();
}

/**
 * What a chunk of a round's players won, kept for Home (`stakes`, a relation: player_id, won): in
 * `wins` the chunk's `latest` biggest wins, and in `daily_wins` the Vietnam day `day`'s biggest win
 * of the chunk's `top` biggest winners (a tie keeps the earlier win). Biggest first, ties to the
 * lower player id, the order /v1/new and /v1/top read them in. Keeping only these is exact: a win
 * below a chunk's `n` biggest has `n` bigger ones of other players in the same round, so it is
 * neither among the round's `latest` biggest nor among the day's `top` (each of those players'
 * biggest of the day is at least that big and no later).
 */
export async function recordWins(db: Db, stakes: RawBuilder<unknown>, round: { id: number; zone: Zone; incId: number; settledAt: number; day: number }, keep: { latest: number; top: number }): Promise<void> {
  const biggest = (n: number) => sql`(select player_id, won from ${stakes} as s where s.won > 0 order by s.won desc, s.player_id limit ${n})`;
  await sql`insert into wins (round_id, player_id, zone, inc_id, amount, settled_at)
    select ${round.id}, b.player_id, ${round.zone}, ${round.incId}, b.won, ${round.settledAt} from ${biggest(keep.latest)} as b
    order by b.won desc, b.player_id`.execute(db);
  // The WHERE before ON CONFLICT also keeps SQLite's parser from reading ON as a join constraint.
  await sql`insert into daily_wins (day, player_id, amount, zone, inc_id, settled_at)
    select ${round.day}, b.player_id, b.won, ${round.zone}, ${round.incId}, ${round.settledAt} from ${biggest(keep.top)} as b where true
    on conflict (day, player_id) do update
      set amount = excluded.amount, zone = excluded.zone, inc_id = excluded.inc_id, settled_at = excluded.settled_at
      where excluded.amount > daily_wins.amount`.execute(db);
}
