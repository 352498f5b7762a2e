import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../api/base';
import { env } from '../config/env';
import { clearSavedSession, restoreSession, saveSession } from '../lib/saved-session';
import type { RealtimeConnectionFactory } from '../lib/socket';
import authSlice, { balanceChanged, profileUpdated, signedIn, signedOut } from '../stores/auth-slice';
import { newBalanceReceived, statusReceived } from '../stores/realtime-actions';
import systemSlice from '../stores/system-slice';
import toastsSlice from '../stores/toasts-slice';
import { realtimeMiddleware } from './realtime-middleware';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  [systemSlice.reducerPath]: systemSlice.reducer,
  [api.reducerPath]: api.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** Keeps localStorage `profile` in step with the session (spec section 4). */
function sessionPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, profileUpdated, balanceChanged, statusReceived, newBalanceReceived),
    effect: (_action, { getState }) => saveSession((getState() as RootState).auth),
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      clearSavedSession();
      // Nothing fetched for the previous player may be shown to the next one.
      dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

export interface StoreOptions {
  /** Opens the realtime socket; main.tsx passes the real one, tests a fake or nothing (no socket). */
  readonly realtime?: RealtimeConnectionFactory;
}

/** The store, starting from the saved session when its token is still good for more than 600 s. */
export function createStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: restoreSession() },
    middleware: (getDefault) => getDefault().prepend(sessionPersistence()).concat(api.middleware, realtimeMiddleware(options.realtime)),
    devTools: env.isDev,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
