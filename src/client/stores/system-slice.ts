import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** App-wide status: whether the start-up checks are done, and the clock offset to the server. */
export interface SystemState {
  /** True once the saved session has been checked; routes render only after that (spec section 2). */
  readonly isReady: boolean;
  /** serverTime - Date.now(), in ms; countdowns add it to the local clock. */
  readonly serverOffsetMs: number;
}

const initialState: SystemState = { isReady: false, serverOffsetMs: 0 };

const systemSlice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    ready(state) {
      state.isReady = true;
    },
    serverTimeReceived(state, action: PayloadAction<{ serverTime: number; receivedAt: number }>) {
      state.serverOffsetMs = action.payload.serverTime - action.payload.receivedAt;
    },
  },
  selectors: {
    selectIsReady: (state) => state.isReady,
    selectServerOffsetMs: (state) => state.serverOffsetMs,
  },
});

export const { ready, serverTimeReceived } = systemSlice.actions;
export const { selectIsReady, selectServerOffsetMs } = systemSlice.selectors;
export default systemSlice;
