import {
  type AdminNotificationBody,
  type AdminNotificationResponse,
  type InboxQuery,
  type InboxResponse,
  type MarkReadBody,
  type MarkReadResponse,
  NOTIFICATION_CONTENT_MAX,
  NOTIFICATION_TITLE_MAX,
} from '../../../shared/api/notifications.js';
import type { NotificationPayload } from '../../../shared/realtime.js';
import { PUSH_PAGES } from '../../../shared/push.js';
import { texts } from '../../../shared/texts.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import { paging } from '../../lib/paging.js';
import { audit, type OperatorCall } from '../audit/index.js';
import { missedBetResults } from '../bets/index.js';
import type { AppContext } from '../context.js';
import { playerById, type PlayerRow } from '../players/index.js';
import { inboxPage, type InboxOwner, markRead, readSince, unreadCount, unreadSince } from './notifications.repository.js';
import { betResult, betResultId, parseBetResultId } from './bet-results.js';
import { announce, notifyPlayer, type StoredNotification } from './notify.js';
import { recipientOf } from './recipient.js';

const owner = (player: PlayerRow): InboxOwner => ({ playerId: player.id, registeredAt: player.createdAt });

/** GET /v1/notifications: the caller's inbox (theirs and the broadcasts since they registered), newest first. */
export async function inbox(ctx: AppContext, player: PlayerRow, query: InboxQuery): Promise<InboxResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const [{ rows, total }, unread] = await Promise.all([inboxPage(ctx.db, owner(player), limit, offset), unreadCount(ctx.db, owner(player))]);
  return {
    results: rows.map((r) => ({ id: r.roundId === null ? String(r.id) : betResultId(r.roundId, player.id), title: r.title, content: r.content, createdAt: new Date(r.createdAt).toISOString(), read: r.read })),
    ...info(total),
    unread,
  };
}

/** How far back STATUS looks for notifications a socket may have missed, and how many it resends at most. */
export const MISSED_NOTIFICATION_WINDOW_MS = 120_000;
export const MISSED_NOTIFICATION_MAX = 5;

/**
 * The notifications STATUS carries on a reconnect: unread ones sent since `since` (the client's last
 * STATUS), two minutes back at most. A socket is down for 2 s at every countdown's end (spec
 * section 4) and on every network change; what was sent meanwhile reaches the app when it is back,
 * and the app drops the ones it already showed (by id). So are the bet results of the rounds that
 * ended since then (the round whose end dropped the socket, above all). A first connect (no `since`) gets none.
 */
export async function missedNotifications(ctx: AppContext, player: PlayerRow, since: number | undefined): Promise<NotificationPayload[]> {
  if (since === undefined) return [];
  const from = Math.max(since, ctx.clock.now() - MISSED_NOTIFICATION_WINDOW_MS);
  const [rows, results] = await Promise.all([unreadSince(ctx.db, owner(player), from, MISSED_NOTIFICATION_MAX), missedBetResults(ctx.db, player.id, from)]);
  return [...rows.map((r) => ({ id: String(r.id), title: r.title, content: r.content })), ...results.map((r) => betResult(r.round, r.player))];
}

/** How many reads STATUS passes on at most: more than a dialog queue holds. */
export const MISSED_READS_MAX = 50;

/**
 * The notifications STATUS says were read since `since` (the client's last STATUS), as the inbox
 * names them: a read on another device while this socket was down (as every countdown's end drops
 * it) would otherwise leave their dialog open here (NOTIFICATIONS_READ went to no socket of this
 * device). A first connect gets none.
 */
export async function readNotificationsSince(ctx: AppContext, player: PlayerRow, since: number | undefined): Promise<string[]> {
  if (since === undefined) return [];
  const from = Math.max(since, ctx.clock.now() - MISSED_NOTIFICATION_WINDOW_MS);
  const rows = await readSince(ctx.db, player.id, from, MISSED_READS_MAX);
  return rows.map((r) => (r.roundId === null ? String(r.id) : betResultId(r.roundId, player.id)));
}

/**
 * POST /v1/notifications/read: marks the given notifications read, or all of them. A bet result is
 * named by the id it went live with (`bet-{round}-{player}`), so 'ĐỒNG Ý' on the live result reads
 * the inbox's too. An id that is not
 * in the caller's inbox (another player's, unknown, or not a number, like the random ids of the
 * notifications sent before the inbox existed) is ignored, not refused: it changes nothing and
 * tells nothing about other inboxes. The read is told to the player's sockets (NOTIFICATIONS_READ).
 */
export async function markNotificationsRead(ctx: AppContext, player: PlayerRow, body: MarkReadBody): Promise<MarkReadResponse> {
  const which = 'ids' in body ? readIds(player, body.ids) : undefined;
  if (which && !which.ids.length && !which.roundIds.length) return { unread: await unreadCount(ctx.db, owner(player)) };
  await ctx.db.transaction().execute((trx) => markRead(trx, owner(player), which, ctx.clock.now()));
  const unread = await unreadCount(ctx.db, owner(player));
  // The player's other devices close what was read and show the count (every instance's sockets).
  const named = which && [...which.ids.map(String), ...which.roundIds.map((round) => betResultId(round, player.id))];
  ctx.events.emit('notificationsRead', { playerId: player.id, read: named ? { ids: named, unread } : { all: true, unread } });
  return { unread };
}

/** The stored notifications `ids` name: numbers, and the caller's own bet results (`bet-{round}-{player}`) by round. */
function readIds(player: PlayerRow, ids: readonly string[]): { ids: number[]; roundIds: number[] } {
  const roundIds = ids.flatMap((id) => {
    const bet = parseBetResultId(id);
    return bet && bet.playerId === player.id ? [bet.roundId] : [];
  });
  return { ids: ids.filter((id) => /^[1-9][0-9]{0,15}$/.test(id)).map(Number).filter(Number.isSafeInteger), roundIds };
}

/**
 * POST /v1/admin/notifications: an operator's message to one player, or to everyone without
 * `playerId` (one row, read state per player). Stored, audit-logged (NOTIFICATION_SEND) in the same
 * transaction, then sent to the sockets, and with `push` to the devices whose players take notices.
 */
export async function sendNotification(ctx: AppContext, call: OperatorCall, body: AdminNotificationBody): Promise<AdminNotificationResponse> {
  const t = texts.notifications.errors;
  const title = body.title?.trim() || texts.accountArea.notification.title;
  const content = body.content.trim();
  if (!content) throw new BadRequestError(t.contentRequired, 'CONTENT_REQUIRED');
  if (content.length > NOTIFICATION_CONTENT_MAX) throw new BadRequestError(t.contentTooLong(NOTIFICATION_CONTENT_MAX), 'CONTENT_TOO_LONG');
  if (title.length > NOTIFICATION_TITLE_MAX) throw new BadRequestError(t.titleTooLong(NOTIFICATION_TITLE_MAX), 'TITLE_TOO_LONG');
  const playerId = recipientOf(body);
  let notice: StoredNotification | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    if (playerId !== null && !(await playerById(trx, playerId))) throw new NotFoundError(texts.accountArea.deposit.playerNotFound);
    notice = await notifyPlayer(trx, ctx, playerId, content, { title, push: body.push ? { category: 'notices', url: PUSH_PAGES.inbox } : undefined });
    await audit(trx, { actorId: call.operator.id, action: 'NOTIFICATION_SEND', targetType: playerId === null ? 'everyone' : 'player', targetId: playerId ?? '*', details: { notificationId: Number(notice.payload.id), title, content, ...(body.push ? { push: true } : {}) }, ip: call.ip, now: notice.createdAt });
  });
  announce(ctx, notice);
  return { id: notice!.payload.id, playerId, title, content, createdAt: new Date(notice!.createdAt).toISOString() };
}
