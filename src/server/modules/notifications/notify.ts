import { randomUUID } from 'node:crypto';
import { texts } from '../../../shared/texts.js';
import type { AppContext } from '../context.js';

/** Tells one player something ('Thông báo' dialog in the app); a fresh id lets tabs de-duplicate it. */
export function notifyPlayer(ctx: Pick<AppContext, 'events'>, playerId: number, content: string): void {
  ctx.events.emit('notified', { playerId, notification: { id: randomUUID(), title: texts.accountArea.notification.title, content } });
}
