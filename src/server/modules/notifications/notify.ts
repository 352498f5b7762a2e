import { randomUUID } from 'node:crypto';
import { SocketEvent } from '../../../shared/realtime.js';
import { texts } from '../../../shared/texts.js';
import type { Realtime } from '../../plugins/app/realtime.js';

/** The part of the realtime seam services use after their transaction commits. */
export type Notifier = Pick<Realtime, 'toPlayer' | 'balance'>;

/** Sends one player a NOTIFICATION ('Thông báo' dialog in the app); a fresh id lets tabs de-duplicate it. */
export function notifyPlayer(realtime: Notifier, playerId: number, content: string): void {
  realtime.toPlayer(playerId, SocketEvent.NOTIFICATION, { id: randomUUID(), title: texts.accountArea.notification.title, content });
}
