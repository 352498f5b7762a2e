import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotificationPayload } from '../../shared/realtime';
import { signedOut } from './auth-slice';
import { notificationReceived, notificationsReadOnServer } from './realtime-actions';

/** Ids remembered to drop the same notification arriving twice (from the socket and from another tab). */
const SEEN_LIMIT = 50;

export interface NotificationsState {
  /** Waiting to be shown in the 'Thông báo' dialog, first one shown. */
  readonly queue: readonly NotificationPayload[];
  readonly seenIds: readonly string[];
}

const initialState: NotificationsState = { queue: [], seenIds: [] };

/** The queued notifications a read leaves: those it did not name (none after `all`). */
const unread = (queue: readonly NotificationPayload[], { ids = [], all = false }: { ids?: readonly string[]; all?: boolean }) => (all ? [] : queue.filter((n) => !ids.includes(n.id)));

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationDismissed(state) {
      state.queue.shift();
    },
    /**
     * Read here or in another tab of the player (ĐỒNG Ý, the inbox, 'Tất cả'): its dialog closes in
     * every tab (notification-sync passes it on). `all` reads every notification, bet results
     * included (they are in the inbox too).
     */
    notificationsRead: {
      reducer(state, action: PayloadAction<{ ids?: readonly string[]; all?: boolean }>) {
        state.queue = unread(state.queue, action.payload);
      },
      prepare: (payload: { ids?: readonly string[]; all?: boolean }, fromOtherTab = false) => ({ payload, meta: { fromOtherTab } }),
    },
  },
  extraReducers: (builder) => {
    // Read on another device: the server told every socket of the player (NOTIFICATIONS_READ).
    builder.addCase(notificationsReadOnServer, (state, action) => {
      state.queue = unread(state.queue, action.payload);
    });
    builder.addCase(notificationReceived, (state, action) => {
      if (state.seenIds.includes(action.payload.id)) return;
      state.queue.push(action.payload);
      state.seenIds.push(action.payload.id);
      if (state.seenIds.length > SEEN_LIMIT) state.seenIds.splice(0, state.seenIds.length - SEEN_LIMIT);
    });
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCurrentNotification: (state) => state.queue[0],
  },
});

export const { notificationDismissed, notificationsRead } = notificationsSlice.actions;
export const { selectCurrentNotification } = notificationsSlice.selectors;
export default notificationsSlice;
