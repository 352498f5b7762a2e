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
import { type PlayedRound, playedRoundResults, playedRounds } from '../rounds/index.js';
import {
  betResultMark,
  betResultReadsCount,
  betResultsReadAmong,
  countOf,
  inboxEntries,
  inboxNotificationCount,
  type InboxOwner,
  insertBetResultReads,
  markRead,
  notificationsWithRead,
  readsSince,
  setBetResultMark,
  unreadCount,
  unreadSince,
} from './notifications.repository.js';
import { betResult, betResultContent, betResultId, parseBetResultId } from './bet-results.js';
import { announce, notifyPlayer, type StoredNotification } from './notify.js';
import { recipientOf } from './recipient.js';

const owner = (player: PlayerRow): InboxOwner => ({ playerId: player.id, registeredAt: player.createdAt });

/** How long a round's result stays in the inbox: a week (every round stays in Lịch sử tham gia). */
export const BET_RESULTS_KEPT_MS = 7 * 86_400_000;

/**
 * GET /v1/notifications: the caller's inbox, newest first: their notifications and the broadcasts
 * since they registered, and the result of each round they played in the last week, built from
 * their stakes in it (one entry a round, not a bet; nothing is written at settlement:
 * docs/decisions/bet-results-in-the-inbox.md).
 */
export async function inbox(ctx: AppContext, player: PlayerRow, query: InboxQuery): Promise<InboxResponse> {
  const { limit, offset, info } = paging(query.page, query.limit);
  const now = ctx.clock.now();
  const played = playedRounds(ctx.db, player.id, { after: now - BET_RESULTS_KEPT_MS, through: now });
  const mark = await betResultMark(ctx.db, player.id);
  const [entries, notes, rounds, unread] = await Promise.all([
    inboxEntries(ctx.db, owner(player), played, limit, offset),
    inboxNotificationCount(ctx.db, owner(player)),
    countOf(ctx.db, played),
    unreadTotal(ctx, player, now, mark),
  ]);
  const noteIds = entries.flatMap((e) => (e.notificationId === null ? [] : [e.notificationId]));
  const roundIds = entries.flatMap((e) => (e.roundId === null ? [] : [e.roundId]));
  const [noteRows, results, readOnes] = await Promise.all([
    notificationsWithRead(ctx.db, owner(player), noteIds),
    playedRoundResults(ctx.db, player.id, roundIds),
    betResultsReadAmong(ctx.db, player.id, roundIds),
  ]);
  const noteById = new Map(noteRows.map((r) => [Number(r.id), r]));
  const resultById = new Map(results.map((r) => [r.roundId, r]));
  const items = entries.flatMap((e) => {
    if (e.notificationId !== null) {
      const r = noteById.get(e.notificationId);
      return r ? [{ id: String(r.id), title: r.title, content: r.content, createdAt: new Date(r.createdAt).toISOString(), read: r.read }] : [];
    }
    const r = resultById.get(e.roundId!);
    return r ? [betResultItem(player, r, r.endsAt <= mark.readThrough || readOnes.has(r.roundId))] : [];
  });
  return { results: items, ...info(notes + rounds), unread };
}

/** A round's result as the inbox lists it: the live result's id and text, at the round's end. */
function betResultItem(player: PlayerRow, r: PlayedRound, read: boolean) {
  const content = betResultContent({ id: r.roundId, zone: r.zone, incId: r.incId, result: r.result }, { playerId: player.id, bets: r.bets, staked: r.staked, won: r.won });
  return { id: betResultId(r.roundId, player.id), title: texts.accountArea.notification.betResultTitle, content, createdAt: new Date(r.endsAt).toISOString(), read };
}

/**
 * The unread count: notifications not read, and the results of rounds played in the last week less
 * those read (one by one, or by 'Tất cả' up to its mark), each side counted by range.
 */
async function unreadTotal(ctx: AppContext, player: PlayerRow, now: number, known?: { readonly readThrough: number }): Promise<number> {
  const mark = known ?? (await betResultMark(ctx.db, player.id));
  const after = Math.max(now - BET_RESULTS_KEPT_MS, mark.readThrough);
  const [notes, played, read] = await Promise.all([
    unreadCount(ctx.db, owner(player)),
    countOf(ctx.db, playedRounds(ctx.db, player.id, { after, through: now })),
    betResultReadsCount(ctx.db, player.id, after, now),
  ]);
  return notes + Math.max(0, played - read);
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
  // A result already read (ĐỒNG Ý on another device) is not shown again.
  const read = await betResultsReadAmong(ctx.db, player.id, results.map((r) => r.round.id));
  return [...rows.map((r) => ({ id: String(r.id), title: r.title, content: r.content })), ...results.filter((r) => !read.has(r.round.id)).map((r) => betResult(r.round, r.player))];
}

/** How many reads STATUS passes on at most: more than a dialog queue holds. */
export const MISSED_READS_MAX = 50;

/**
 * What STATUS says was read since `since` (the client's last STATUS), as the inbox names it: a read
 * on another device while this socket was down (as every countdown's end drops it) would otherwise
 * leave its dialog open here (NOTIFICATIONS_READ went to no socket of this device). `all` when
 * 'Tất cả' was pressed meanwhile. A first connect gets none.
 */
export async function readNotificationsSince(ctx: AppContext, player: PlayerRow, since: number | undefined): Promise<{ ids: string[]; all?: true }> {
  if (since === undefined) return { ids: [] };
  const now = ctx.clock.now();
  const from = Math.max(since, now - MISSED_NOTIFICATION_WINDOW_MS);
  const read = await readsSince(ctx.db, player.id, from, now - BET_RESULTS_KEPT_MS, MISSED_READS_MAX);
  const ids = [...read.notificationIds.map(String), ...read.roundIds.map((round) => betResultId(round, player.id))];
  return read.all ? { ids, all: true } : { ids };
}

/**
 * POST /v1/notifications/read: marks the given notifications read, or all of them ('Tất cả': every
 * notification, and every result of a round ended until now). A bet result is named by the id it
 * went live with (`bet-{round}-{player}`), so 'ĐỒNG Ý' on the live result reads the inbox's too;
 * only the caller's results of rounds they played count. An id that is not in the caller's inbox
 * (another player's, unknown, or not a number, like the random ids of the notifications sent before
 * the inbox existed) is ignored, not refused: it changes nothing and tells nothing about other
 * inboxes. The read is told to the player's sockets (NOTIFICATIONS_READ).
 */
export async function markNotificationsRead(ctx: AppContext, player: PlayerRow, body: MarkReadBody): Promise<MarkReadResponse> {
  const now = ctx.clock.now();
  const which = 'ids' in body ? readIds(player, body.ids) : undefined;
  if (which && !which.ids.length && !which.roundIds.length) return { unread: await unreadTotal(ctx, player, now) };
  const rounds = which ? await playedRoundResults(ctx.db, player.id, which.roundIds) : [];
  await ctx.db.transaction().execute(async (trx) => {
    await markRead(trx, owner(player), which?.ids, now);
    if (which) await insertBetResultReads(trx, player.id, rounds, now);
    else await setBetResultMark(trx, player.id, now, now);
  });
  const unread = await unreadTotal(ctx, player, now);
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
