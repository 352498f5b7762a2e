import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'success' | 'error';

/**
 * A toast's latest update, which the Toaster animates (spec section 3, "onUpdate"): `enter` once
 * queued (it slides in when its turn comes), `exit` once dismissed (its 175 ms exit, then it goes).
 */
export type ToastUpdate = 'enter' | 'exit';

export interface Toast {
  readonly key: string;
  readonly message: string;
  readonly variant: ToastVariant;
  readonly onUpdate: ToastUpdate;
  /** A failed call's request id (the server's `requestId`), shown small under the message for support. */
  readonly reference?: string;
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
      prepare(message: string, variant: ToastVariant = 'success', reference?: string) {
        return { payload: { key: nanoid(), message, variant, onUpdate: 'enter' as const, ...(reference ? { reference } : {}) } };
      },
    },
    /** Its time is up, or it was tapped: the visible toast starts its exit; a waiting one just goes. */
    toastDismissed(state, action: PayloadAction<string>) {
      const [visible] = state.queue;
      if (visible?.key === action.payload) visible.onUpdate = 'exit';
      else state.queue = state.queue.filter((t) => t.key !== action.payload);
    },
    /** Its exit animation ended: the next one shows. */
    toastRemoved(state, action: PayloadAction<string>) {
      state.queue = state.queue.filter((t) => t.key !== action.payload);
    },
  },
  selectors: {
    selectVisibleToast: (state) => state.queue[0],
  },
});

export const { toastShown, toastDismissed, toastRemoved } = toastsSlice.actions;
export const { selectVisibleToast } = toastsSlice.selectors;
export default toastsSlice;
