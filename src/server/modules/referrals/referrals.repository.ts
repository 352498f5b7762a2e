import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Queries only.

/** Places a new player under `referrerId`: depth 1 under them, depth k+1 under each of their ancestors (to 7). */
export async function insertReferralPaths(db: Db, playerId: number, referrerId: number): Promise<void> {
  await db.insertInto('referralPaths').values({ ancestorId: referrerId, depth: 1, descendantId: playerId }).execute();
  await db
    .insertInto('referralPaths')
    .columns(['ancestorId', 'depth', 'descendantId'])
    .expression((eb) =>
      eb
        .selectFrom('referralPaths')
        .select(['ancestorId', sql<number>`depth + 1`.as('depth'), sql<number>`${playerId}`.as('descendantId')])
        .where('descendantId', '=', referrerId)
        .where('depth', '<', 7),
    )
    .execute();
  await db
    .insertInto('referralCounts')
    .columns(['ancestorId', 'depth', 'players'])
    .expression((eb) => eb.selectFrom('referralPaths').select(['ancestorId', 'depth', sql<number>`1`.as('players')]).where('descendantId', '=', playerId))
    .onConflict((oc) => oc.columns(['ancestorId', 'depth']).doUpdateSet({ players: sql<number>`referral_counts.players + 1` }))
    .execute();
}

/**
 * One level of a player's downline, newest first: a range of the closure table's primary key, cut
 * to the page before the players are joined (so a small level is never found by scanning every
 * player in id order); the level's size is one row of `referral_counts`.
 */
export async function downlinePage(db: Db, ancestorId: number, depth: number, limit: number, offset: number) {
  const page = db
    .selectFrom('referralPaths')
    .select('descendantId')
    .where('ancestorId', '=', ancestorId)
    .where('depth', '=', depth)
    .orderBy('descendantId', 'desc')
    .limit(limit)
    .offset(offset);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(page.as('page'))
      .innerJoin('players', 'players.id', 'page.descendantId')
      .select(['players.id', 'players.createdAt', 'players.username'])
      .orderBy('page.descendantId', 'desc')
      .execute(),
    db.selectFrom('referralCounts').select('players').where('ancestorId', '=', ancestorId).where('depth', '=', depth).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.players ?? 0) };
}

/** How many players a player has at each depth. */
export async function downlineCounts(db: Db, ancestorId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('referralCounts').select(['depth', 'players']).where('ancestorId', '=', ancestorId).execute();
  return new Map(rows.map((r) => [r.depth, Number(r.players)]));
}
