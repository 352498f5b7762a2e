import { type ExpressionBuilder, sql } from 'kysely';
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
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notificationReads as r').select('r.notificationId').whereRef('r.notificationId', '=', 'notifications.id').where('r.playerId', '=', owner.playerId))),
    )
    .selectAll('notifications')
    .orderBy('notifications.createdAt', 'asc')
    .orderBy('notifications.id', 'asc')
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
 * Marks read the given notifications of the inbox (all of it when `ids` is undefined). Ids that are
 * not in the player's inbox (someone else's, unknown) match nothing; already read ones stay as they were.
 */
export async function markRead(db: Db, owner: InboxOwner, ids: readonly number[] | undefined, now: number): Promise<void> {
  let unread = db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notificationReads as r').select('r.notificationId').whereRef('r.notificationId', '=', 'notifications.id').where('r.playerId', '=', owner.playerId))),
    );
  if (ids) unread = unread.where('notifications.id', 'in', ids);
  await db
    .insertInto('notificationReads')
    .columns(['playerId', 'notificationId', 'readAt'])
    .expression(unread.select((eb) => [eb.val(owner.playerId).as('playerId'), 'notifications.id', eb.val(now).as('readAt')]))
    .onConflict((oc) => oc.columns(['playerId', 'notificationId']).doNothing())
    .execute();
}
