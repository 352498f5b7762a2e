import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import type { NotificationPayload } from '../../../shared/realtime';
import { betSoundOn } from '../../lib/bet-sound';
import { type ApiTag, tagsStale } from '../../stores/api-actions';
import { notificationReceived, notificationsReadOnServer } from '../../stores/realtime-actions';
import { notificationsRead } from '../../stores/notifications-slice';

/** The channel the player's open tabs share their notifications on (spec section 2). */
export const NOTIFICATION_CHANNEL = 'notifications';

export interface NotificationSyncOptions {
  /** A channel to the other tabs; none where BroadcastChannel does not exist. */
  readonly createChannel?: () => BroadcastChannel | undefined;
  readonly playSound?: () => void;
  /** Whether this tab plays the sound of notification `id` (one tab of the player's plays it). */
  readonly claimSound?: (id: string) => Promise<boolean>;
  /** Whether the player left bet sounds on (Account). */
  readonly soundOn?: () => boolean;
}

/** What any notification may have changed; a bet's result only the bet lists and the inbox (its balance comes as NEW_BALANCE). */
const STALE_AFTER: readonly ApiTag[] = ['Profile', 'Withdrawals', 'Deposits', 'PlayHistory', 'Stakes', 'Referrals', 'Gifts', 'Notifications'];
const STALE_AFTER_BET: readonly ApiTag[] = ['PlayHistory', 'Bets', 'Notifications'];

/** What the tabs tell each other: a notification, one read, or that the inbox changed on the server. */
type TabMessage = NotificationPayload | { readonly read: { readonly ids?: readonly string[]; readonly all?: boolean } } | { readonly inboxChanged: true };

/** A read sent to the server (ĐỒNG Ý, the inbox, 'Tất cả') has been answered: RTK Query's mutation, by endpoint name. */
const isReadAnswered = (action: UnknownAction) =>
  action.type === 'api/executeMutation/fulfilled' && ['acknowledge', 'markRead'].includes((action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? '');

const fromOtherTab = (action: UnknownAction) => (action.meta as { fromOtherTab?: boolean } | undefined)?.fromOtherTab === true;

function defaultChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(NOTIFICATION_CHANNEL);
  // Node's BroadcastChannel (tests) would otherwise keep the process alive.
  (channel as unknown as { unref?: () => void }).unref?.();
  return channel;
}

// The chime and its claim load with the first bet result (a first visit, signed out, does not download them).
const playChimeLater = () => void import('./sound').then(({ playChime }) => playChime());
const claimSoundLater = (id: string) => import('./sound').then(({ claimSound }) => claimSound(id));

/**
 * Reacts to `notificationReceived` (dispatched by the socket middleware): passes it on to the
 * player's other tabs, plays a short sound when it carries a bet (unless turned off under Account;
 * in a tab that is looked at, and in one tab only: the first to claim it), and refreshes what the
 * notification may have changed (balance, histories, the inbox and its unread count). Notifications
 * from other tabs are shown too, and never sent back. The slice drops duplicates by id.
 */
export function notificationSync({ createChannel = defaultChannel, playSound = playChimeLater, claimSound: claim = claimSoundLater, soundOn = betSoundOn }: NotificationSyncOptions = {}) {
  const listener = createListenerMiddleware();
  let channel: BroadcastChannel | undefined;
  listener.startListening({
    actionCreator: notificationReceived,
    effect: async (action, { dispatch }) => {
      const { bet, id } = action.payload;
      dispatch(tagsStale(bet ? STALE_AFTER_BET : STALE_AFTER));
      if (fromOtherTab(action)) return;
      channel?.postMessage(action.payload satisfies TabMessage);
      if (bet && (typeof document === 'undefined' || document.visibilityState !== 'hidden') && soundOn() && (await claim(id))) playSound();
    },
  });
  // A read in this tab closes the dialog in the others at once (issue 50 §3)...
  listener.startListening({
    actionCreator: notificationsRead,
    effect: (action) => {
      if (!fromOtherTab(action)) channel?.postMessage({ read: action.payload } satisfies TabMessage);
    },
  });
  // ...and once the server has it, their badge and inbox are read again.
  listener.startListening({
    predicate: isReadAnswered,
    effect: () => void channel?.postMessage({ inboxChanged: true } satisfies TabMessage),
  });
  // Read on another device (the server's NOTIFICATIONS_READ): the badge and inbox are read again.
  listener.startListening({
    actionCreator: notificationsReadOnServer,
    effect: (_, { dispatch }) => void dispatch(tagsStale(['Notifications'])),
  });
  return {
    middleware: listener.middleware,
    /** Starts listening to the other tabs; call once the store exists. */
    connect(dispatch: (action: UnknownAction) => unknown): () => void {
      channel = createChannel();
      if (!channel) return () => {};
      channel.onmessage = (event: MessageEvent<TabMessage>) => {
        const message = event.data;
        if ('read' in message) dispatch(notificationsRead(message.read, true));
        else if ('inboxChanged' in message) dispatch(tagsStale(['Notifications']));
        else dispatch({ ...notificationReceived(message), meta: { fromOtherTab: true } });
      };
      return () => channel?.close();
    },
  };
}
