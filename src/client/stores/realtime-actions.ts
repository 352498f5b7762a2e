import { createAction } from '@reduxjs/toolkit';
import type { Zone } from '../../shared/game';
import type { NewBalancePayload, NewSessionPayload, NotificationPayload, NotificationsReadPayload, StatusPayload } from '../../shared/realtime';

/**
 * What the socket middleware (app/realtime-middleware) dispatches for each server event. Slices and
 * features react to these; none of them talks to the socket itself. `receivedAt` is the local clock
 * when the event arrived, for the server-time offset.
 */
export const statusReceived = createAction<StatusPayload & { receivedAt: number }>('realtime/statusReceived');
/** NEW_SESSION (the spec's name for a round): a round of `zone` settled and the next one opened. */
export const roundClosed = createAction<NewSessionPayload & { receivedAt: number }>('realtime/roundClosed');
export const newBalanceReceived = createAction<NewBalancePayload>('realtime/newBalanceReceived');
export const notificationReceived = createAction<NotificationPayload>('realtime/notificationReceived');
/** NOTIFICATIONS_READ (or STATUS's `read` after a reconnect): the player read these notifications (or all) on some device; the server has it stored. */
export const notificationsReadOnServer = createAction<Pick<NotificationsReadPayload, 'ids' | 'all'>>('realtime/notificationsReadOnServer');

/**
 * A round's countdown on screen reached zero. The socket layer drops the connection and reconnects
 * 2 s later (spec section 4), so the STATUS sent on connect re-syncs round, result and balance.
 */
export const countdownEnded = createAction<{ zone: Zone; incId: number }>('realtime/countdownEnded');
