import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { NotificationPayload } from '../../../shared/realtime';
import { tagsStale } from '../../stores/api-actions';
import { notificationReceived } from '../../stores/realtime-actions';
import { playChime } from './sound';

/** The channel the player's open tabs share their notifications on (spec section 2). */
export const NOTIFICATION_CHANNEL = 'notifications';

export interface NotificationSyncOptions {
  /** A channel to the other tabs; none where BroadcastChannel does not exist. */
  readonly createChannel?: () => BroadcastChannel | undefined;
  readonly playSound?: () => void;
}

const fromOtherTab = (action: UnknownAction) => (action.meta as { fromOtherTab?: boolean } | undefined)?.fromOtherTab === true;

function defaultChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(NOTIFICATION_CHANNEL);
  // Node's BroadcastChannel (tests) would otherwise keep the process alive.
  (channel as unknown as { unref?: () => void }).unref?.();
  return channel;
}

/**
 * Reacts to `notificationReceived` (dispatched by the socket middleware): passes it on to the
 * player's other tabs, plays a short sound when it concerns a bet (in the tab that is looked at),
 * and refreshes what the notification may have changed (balance, histories, the inbox and its unread count). Notifications from
 * other tabs are shown too, and never sent back. The slice drops duplicates by id.
 */
export function notificationSync({ createChannel = defaultChannel, playSound = playChime }: NotificationSyncOptions = {}) {
  const listener = createListenerMiddleware();
  let channel: BroadcastChannel | undefined;
  listener.startListening({
    actionCreator: notificationReceived,
    effect: (action, { dispatch }) => {
      if (!fromOtherTab(action)) {
        channel?.postMessage(action.payload);
        if (action.payload.bet && (typeof document === 'undefined' || document.visibilityState !== 'hidden')) playSound();
      }
      dispatch(tagsStale(['Profile', 'Withdrawals', 'Deposits', 'PlayHistory', 'Stakes', 'Referrals', 'Gifts', 'Notifications']));
    },
  });
  return {
    middleware: listener.middleware,
    /** Starts listening to the other tabs; call once the store exists. */
    connect(dispatch: (action: UnknownAction) => unknown): () => void {
      channel = createChannel();
      if (!channel) return () => {};
      channel.onmessage = (event: MessageEvent<NotificationPayload>) => {
        dispatch({ ...notificationReceived(event.data), meta: { fromOtherTab: true } });
      };
      return () => channel?.close();
    },
  };
}
