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
