import { createSlice } from '@reduxjs/toolkit';
import type { NotificationPayload } from '../../../shared/realtime';
import { signedOut } from '../../stores/auth-slice';
import { notificationReceived } from '../../stores/realtime-actions';

/** Ids remembered to drop the same notification arriving twice (from the socket and from another tab). */
const SEEN_LIMIT = 50;

export interface NotificationsState {
  /** Waiting to be shown in the 'Thông báo' dialog, first one shown. */
  readonly queue: readonly NotificationPayload[];
  readonly seenIds: readonly string[];
}

const initialState: NotificationsState = { queue: [], seenIds: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationDismissed(state) {
      state.queue.shift();
    },
  },
  extraReducers: (builder) => {
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

export const { notificationDismissed } = notificationsSlice.actions;
export const { selectCurrentNotification } = notificationsSlice.selectors;
export default notificationsSlice;
