import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { NotificationRow } from './notifications.table.js';

// Queries only.

/** Whose inbox: the player, and when they registered (broadcasts sent before do not reach them). */
export interface InboxOwner {
  readonly playerId: number;
  readonly registeredAt: number;
}

export function insertNotification(db: Db, values: { playerId: number | null; title: string; content: string; createdAt: number }): Promise<NotificationRow> {
  return db.insertInto('notifications').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * A round's bet results for the players of `rows` (`player_id`, `content`), one statement; a player
 * whose result of this round is already written (the unique (round_id, player_id) index) is skipped.
 */
export async function insertBetResults(db: Db, round: { roundId: number; title: string; createdAt: number }, rows: RawBuilder<unknown>): Promise<void> {
  // `where true`: SQLite's documented guard for an upsert's SELECT (its ON would be read as a join's).
  await sql`insert into notifications (player_id, round_id, title, content, created_at)
    select r.player_id, cast(${round.roundId} as bigint), cast(${round.title} as text), r.content, cast(${round.createdAt} as bigint) from ${rows} as r where true
    on conflict do nothing`.execute(db);
}

/** The notifications in a player's inbox: their own, and the broadcasts sent since they registered. */
function inInbox(owner: InboxOwner) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    eb.or([
      eb('notifications.playerId', '=', owner.playerId),
      eb.and([eb('notifications.playerId', 'is', null), eb('notifications.createdAt', '>=', owner.registeredAt)]),
    ]);
}

/** One page of the inbox, newest first, each with whether the player read it. */
export async function inboxPage(db: Db, owner: InboxOwner, limit: number, offset: number): Promise<{ rows: Array<NotificationRow & { read: boolean }>; total: number }> {
  const base = db.selectFrom('notifications').where(inInbox(owner));
  const [rows, count] = await Promise.all([
    base
      .leftJoin('notificationReads as r', (join) => join.onRef('r.notificationId', '=', 'notifications.id').on('r.playerId', '=', owner.playerId))
      .selectAll('notifications')
      .select(sql<number>`case when r.player_id is null then 0 else 1 end`.as('isRead'))
      .orderBy('notifications.createdAt', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(({ isRead, ...row }) => ({ ...row, read: Number(isRead) === 1 })), total: Number(count.n) };
}

/** The unread notifications of the inbox created at or after `since`, oldest first, at most `limit`. */
export async function unreadSince(db: Db, owner: InboxOwner, since: number, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .where('notifications.createdAt', '>=', since)
    // Bet results come back rebuilt from the bets, with what the app needs to sound them (missedBetResults).
    .where('notifications.roundId', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notificationReads as r').select('r.notificationId').whereRef('r.notificationId', '=', 'notifications.id').where('r.playerId', '=', owner.playerId))),
    )
    .selectAll('notifications')
    .orderBy('notifications.createdAt', 'asc')
    .orderBy('notifications.id', 'asc')
    .limit(limit)
    .execute();
}

/** The notifications the player read at or after `since` (on any device), last read first, at most `limit`. */
export function readSince(db: Db, playerId: number, since: number, limit: number): Promise<Array<Pick<NotificationRow, 'id' | 'roundId'>>> {
  return db
    .selectFrom('notificationReads as r')
    .innerJoin('notifications', 'notifications.id', 'r.notificationId')
    .where('r.playerId', '=', playerId)
    .where('r.readAt', '>=', since)
    .select(['notifications.id', 'notifications.roundId'])
    .orderBy('r.readAt', 'desc')
    .limit(limit)
    .execute();
}

/** How many notifications of the inbox the player has not read. */
export async function unreadCount(db: Db, owner: InboxOwner): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notificationReads as r').select('r.notificationId').whereRef('r.notificationId', '=', 'notifications.id').where('r.playerId', '=', owner.playerId))),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Marks read the given notifications of the inbox, by id or, for bet results, by round (all of it
 * when `which` is undefined). Ids that are not in the player's inbox (someone else's, unknown) match
 * nothing; already read ones stay as they were.
 */
export async function markRead(db: Db, owner: InboxOwner, which: { ids: readonly number[]; roundIds: readonly number[] } | undefined, now: number): Promise<void> {
  let unread = db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notificationReads as r').select('r.notificationId').whereRef('r.notificationId', '=', 'notifications.id').where('r.playerId', '=', owner.playerId))),
    );
  if (which) {
    const { ids, roundIds } = which;
    unread = unread.where((eb) => eb.or([...(ids.length ? [eb('notifications.id', 'in', ids)] : []), ...(roundIds.length ? [eb('notifications.roundId', 'in', roundIds)] : [])]));
  }
  await db
    .insertInto('notificationReads')
    .columns(['playerId', 'notificationId', 'readAt'])
    .expression(unread.select((eb) => [eb.val(owner.playerId).as('playerId'), 'notifications.id', eb.val(now).as('readAt')]))
    .onConflict((oc) => oc.columns(['playerId', 'notificationId']).doNothing())
    .execute();
}
