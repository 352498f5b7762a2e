import { type Expression, type ExpressionBuilder, sql } from 'kysely';
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

/** A player's rounds played, as the rounds module hands them: `round_id` and `ends_at`. */
export type PlayedRoundsRelation = Expression<{ roundId: number; endsAt: number }>;

/** One entry of the inbox's order: a stored notification (`notificationId`), or the player's result of a round (`roundId`), at `at`. */
export interface InboxEntry {
  readonly notificationId: number | null;
  readonly roundId: number | null;
  readonly at: number;
}

/**
 * One page of the inbox's order, newest first: the notifications of the inbox and the rounds of
 * `played` (their results, built by the caller), merged by time in one statement. Each side reads
 * at most `offset + limit` rows along its index.
 */
export async function inboxEntries(db: Db, owner: InboxOwner, played: PlayedRoundsRelation, limit: number, offset: number): Promise<InboxEntry[]> {
  const need = offset + limit;
  const notes = db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .select(['notifications.id as notificationId', sql<number | null>`cast(null as bigint)`.as('roundId'), 'notifications.createdAt as at'])
    .orderBy('notifications.createdAt', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(need);
  const { rows } = await sql<{ notificationId: number | null; roundId: number | null; at: number }>`select notification_id, round_id, at from (
      select * from ${notes} as n
      union all
      select * from (select cast(null as bigint) as notification_id, p.round_id, p.ends_at as at from ${played} as p order by p.ends_at desc, p.round_id desc limit ${need}) as b
    ) as e order by at desc, round_id desc, notification_id desc limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => ({ notificationId: r.notificationId === null ? null : Number(r.notificationId), roundId: r.roundId === null ? null : Number(r.roundId), at: Number(r.at) }));
}

/** How many notifications the inbox holds (its results of rounds aside). */
export async function inboxNotificationCount(db: Db, owner: InboxOwner): Promise<number> {
  const row = await db.selectFrom('notifications').where(inInbox(owner)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many rows a relation holds (the rounds played in a range). */
export async function countOf(db: Db, relation: PlayedRoundsRelation): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${relation} as p`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The notifications of the inbox among `ids`, each with whether the player read it. */
export async function notificationsWithRead(db: Db, owner: InboxOwner, ids: readonly number[]): Promise<Array<NotificationRow & { read: boolean }>> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .where('notifications.id', 'in', ids)
    .leftJoin('notificationReads as r', (join) => join.onRef('r.notificationId', '=', 'notifications.id').on('r.playerId', '=', owner.playerId))
    .selectAll('notifications')
    .select(sql<number>`case when r.player_id is null then 0 else 1 end`.as('isRead'))
    .execute();
  return rows.map(({ isRead, ...row }) => ({ ...row, read: Number(isRead) === 1 }));
}

// The player's reads of their results of rounds.

/** Where 'Tất cả' left the player's results: every round ended by `readThrough` is read (0: never). */
export async function betResultMark(db: Db, playerId: number): Promise<{ readThrough: number; markedAt: number }> {
  const row = await db.selectFrom('betResultMarks').select(['readThrough', 'markedAt']).where('playerId', '=', playerId).executeTakeFirst();
  return { readThrough: Number(row?.readThrough ?? 0), markedAt: Number(row?.markedAt ?? 0) };
}

/** 'Tất cả': every result of a round ended by `through` is read. */
export async function setBetResultMark(db: Db, playerId: number, through: number, now: number): Promise<void> {
  await db
    .insertInto('betResultMarks')
    .values({ playerId, readThrough: through, markedAt: now })
    .onConflict((oc) => oc.column('playerId').doUpdateSet({ readThrough: through, markedAt: now }))
    .execute();
}

/** Marks read the player's results of these rounds (rounds they played, with their end); already read ones stay as they were. */
export async function insertBetResultReads(db: Db, playerId: number, rounds: ReadonlyArray<{ roundId: number; endsAt: number }>, now: number): Promise<void> {
  if (!rounds.length) return;
  await db
    .insertInto('betResultReads')
    .values(rounds.map((r) => ({ playerId, roundId: r.roundId, endsAt: r.endsAt, readAt: now })))
    .onConflict((oc) => oc.columns(['playerId', 'roundId']).doNothing())
    .execute();
}

/** Of `roundIds`, the rounds whose result the player read one by one. */
export async function betResultsReadAmong(db: Db, playerId: number, roundIds: readonly number[]): Promise<Set<number>> {
  if (!roundIds.length) return new Set();
  const rows = await db.selectFrom('betResultReads').select('roundId').where('playerId', '=', playerId).where('roundId', 'in', roundIds).execute();
  return new Set(rows.map((r) => Number(r.roundId)));
}

/** How many results of rounds ended in (after, through] the player read one by one. */
export async function betResultReadsCount(db: Db, playerId: number, after: number, through: number): Promise<number> {
  const row = await db
    .selectFrom('betResultReads')
    .where('playerId', '=', playerId)
    .where('endsAt', '>', after)
    .where('endsAt', '<=', through)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What the player read at or after `since`, in one statement (a reconnecting socket asks at every
 * countdown's end): the notifications (`notificationIds`) and the results of rounds ended after
 * `endedAfter` (`roundIds`), at most `limit` of each, and whether 'Tất cả' was pressed (`all`).
 */
export async function readsSince(db: Db, playerId: number, since: number, endedAfter: number, limit: number): Promise<{ notificationIds: number[]; roundIds: number[]; all: boolean }> {
  const { rows } = await sql<{ kind: number; id: number }>`select kind, id from (
      select * from (select 0 as kind, notification_id as id from notification_reads where player_id = ${playerId} and read_at >= ${since} order by read_at desc limit ${limit}) as n
      union all
      select * from (select 1 as kind, round_id as id from bet_result_reads where player_id = ${playerId} and ends_at > ${endedAfter} and read_at >= ${since} limit ${limit}) as b
      union all
      select 2 as kind, player_id as id from bet_result_marks where player_id = ${playerId} and marked_at >= ${since}
    ) as r`.execute(db);
  const of = (kind: number) => rows.filter((r) => Number(r.kind) === kind).map((r) => Number(r.id));
  return { notificationIds: of(0), roundIds: of(1), all: of(2).length > 0 };
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
 * Marks read the given notifications of the inbox (all of them when `ids` is undefined). Ids that
 * are not in the player's inbox (someone else's, unknown) match nothing; already read ones stay as
 * they were.
 */
export async function markRead(db: Db, owner: InboxOwner, ids: readonly number[] | undefined, now: number): Promise<void> {
  let unread = db
    .selectFrom('notifications')
    .where(inInbox(owner))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('notificationReads as r').select('r.notificationId').whereRef('r.notificationId', '=', 'notifications.id').where('r.playerId', '=', owner.playerId))),
    );
  if (ids) {
    if (!ids.length) return;
    unread = unread.where('notifications.id', 'in', ids);
  }
  await db
    .insertInto('notificationReads')
    .columns(['playerId', 'notificationId', 'readAt'])
    .expression(unread.select((eb) => [eb.val(owner.playerId).as('playerId'), 'notifications.id', eb.val(now).as('readAt')]))
    .onConflict((oc) => oc.columns(['playerId', 'notificationId']).doNothing())
    .execute();
}
