import type { NotificationPayload } from '../../../shared/realtime.js';
import { texts } from '../../../shared/texts.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../context.js';
import type { PushRoute } from '../events/index.js';
import { insertNotification } from './notifications.repository.js';
import type { NotificationRow } from './notifications.table.js';

/** A stored notification, to announce once its transaction committed. */
export interface StoredNotification {
  readonly playerId: number | null;
  readonly createdAt: number;
  readonly payload: NotificationPayload;
  /** Also a Web Push, of this category, opening this page (issue 32). */
  readonly push?: PushRoute;
}

/**
 * Stores a notification for one player ('Thông báo' dialog and the inbox), or for everyone when
 * `playerId` is null, inside the caller's transaction: it is kept exactly when what it tells
 * happened. Announce it with `announce` after the commit; a player with no socket reads it in the
 * inbox later. With `push`, its devices with Web Push on hear of it too (the same title and text).
 */
export async function notifyPlayer(
  trx: Db,
  ctx: Pick<AppContext, 'clock'>,
  playerId: number | null,
  content: string,
  options: { readonly title?: string; readonly push?: PushRoute | undefined } = {},
): Promise<StoredNotification> {
  const title = options.title ?? texts.accountArea.notification.title;
  const row = await insertNotification(trx, { playerId, title, content, createdAt: ctx.clock.now() });
  return { playerId, createdAt: row.createdAt, payload: toPayload(row), ...(options.push ? { push: options.push } : {}) };
}

/** The socket NOTIFICATION of a stored notification: its id is the inbox's, so tabs and the inbox agree. */
export function toPayload(row: NotificationRow): NotificationPayload {
  return { id: String(row.id), title: row.title, content: row.content };
}

/** Tells the player's sockets (everyone's for a broadcast); call after the transaction that stored it committed. */
export function announce(ctx: Pick<AppContext, 'events'>, notification: StoredNotification | undefined): void {
  if (!notification) return;
  const { playerId, payload, push } = notification;
  ctx.events.emit('notified', { playerId, notification: payload, ...(push ? { push } : {}) });
}
