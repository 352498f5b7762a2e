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
 * A round's wins kept for Home (`wins.effect.ts` chooses them): a `wins` row for each of `latest`,
 * and in `daily_wins` the Vietnam day `day`'s biggest win of each player of `top` (a tie keeps the
 * earlier win).
 */
export async function recordWins(
  db: Db,
  round: { id: number; zone: Zone; incId: number; settledAt: number; day: number },
  kept: { latest: ReadonlyArray<{ playerId: number; won: number }>; top: ReadonlyArray<{ playerId: number; won: number }> },
): Promise<void> {
  if (kept.latest.length) {
    await db
      .insertInto('wins')
      .values(kept.latest.map((w) => ({ roundId: round.id, playerId: w.playerId, zone: round.zone, incId: round.incId, amount: w.won, settledAt: round.settledAt })))
      .execute();
  }
  if (kept.top.length) {
    await db
      .insertInto('dailyWins')
      .values(kept.top.map((w) => ({ day: round.day, playerId: w.playerId, amount: w.won, zone: round.zone, incId: round.incId, settledAt: round.settledAt })))
      .onConflict((oc) =>
        oc
          .columns(['day', 'playerId'])
          .doUpdateSet((eb) => ({ amount: eb.ref('excluded.amount'), zone: eb.ref('excluded.zone'), incId: eb.ref('excluded.incId'), settledAt: eb.ref('excluded.settledAt') }))
          .where('excluded.amount', '>', (eb) => eb.ref('dailyWins.amount')),
      )
      .execute();
  }
}
