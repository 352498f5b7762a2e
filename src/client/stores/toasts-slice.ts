import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'error';

export interface Toast {
  readonly key: string;
  readonly message: string;
  readonly variant: ToastVariant;
}

/** At most this many wait behind the visible toast; older ones are dropped so a burst never lingers. */
const MAX_QUEUED = 3;

/** The toast queue (spec section 9): the first is shown, the others wait their turn. */
const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { queue: [] as Toast[] },
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.queue.push(action.payload);
        if (state.queue.length > MAX_QUEUED + 1) state.queue.splice(1, state.queue.length - MAX_QUEUED - 1);
      },
      prepare(message: string, variant: ToastVariant = 'success') {
        return { payload: { key: nanoid(), message, variant } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((t) => t.key !== action.payload);
    },
  },
  selectors: {
    selectVisibleToast: (state) => state.queue[0],
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectVisibleToast } = toastsSlice.selectors;
export default toastsSlice;
