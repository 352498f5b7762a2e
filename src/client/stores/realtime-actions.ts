import { createAction } from '@reduxjs/toolkit';
import type { NewBalancePayload, NewSessionPayload, NotificationPayload, StatusPayload } from '../../shared/realtime';

/**
 * What the socket middleware (lib/socket) dispatches for each server event. Slices and features
 * react to these; none of them talks to the socket itself.
 */
export const statusReceived = createAction<StatusPayload & { receivedAt: number }>('realtime/statusReceived');
export const newSessionReceived = createAction<NewSessionPayload & { receivedAt: number }>('realtime/newSessionReceived');
export const newBalanceReceived = createAction<NewBalancePayload>('realtime/newBalanceReceived');
export const notificationReceived = createAction<NotificationPayload>('realtime/notificationReceived');
