import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { api } from '../api/base';
import { env } from '../config/env';
import { clearSavedSession, restoreSession, saveSession } from '../lib/saved-session';
import type { RealtimeConnectionFactory } from '../lib/socket';
import notificationsSlice from '../features/notifications/notifications-slice';
import { notificationSync } from '../features/notifications/notification-sync';
import authSlice, { balanceChanged, passwordChanged, passwordChangeRequired, profileUpdated, signedIn, signedOut } from '../stores/auth-slice';
import offlineSlice from '../stores/offline-slice';
import { newBalanceReceived, statusReceived } from '../stores/realtime-actions';
import systemSlice from '../stores/system-slice';
import toastsSlice from '../stores/toasts-slice';
import { realtimeMiddleware } from './realtime-middleware';

const rootReducer = combineReducers({
  [authSlice.reducerPath]: authSlice.reducer,
  [toastsSlice.reducerPath]: toastsSlice.reducer,
  [systemSlice.reducerPath]: systemSlice.reducer,
  [api.reducerPath]: api.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  // Only what offline reading needs is persisted (stores/offline-slice), never the API cache itself.
  [offlineSlice.reducerPath]: persistReducer({ key: offlineSlice.reducerPath, storage, version: 1 }, offlineSlice.reducer),
});
export type RootState = ReturnType<typeof rootReducer>;

/** Keeps localStorage `profile` in step with the session (spec section 4). */
function sessionPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, profileUpdated, balanceChanged, statusReceived, newBalanceReceived, passwordChanged, passwordChangeRequired),
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
  readonly notifications?: Parameters<typeof notificationSync>[0];
}

/** The store, starting from the saved session when its token is still good for more than 600 s. */
export function createStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const notifications = notificationSync(options.notifications);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: restoreSession() },
    middleware: (getDefault) =>
      // The development-only state checks warn past `warnAfter` ms; on a loaded test machine the
      // default 32 ms fires at random, and a warning printed after a test ended fails the Jest run.
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], warnAfter: 250 },
        immutableCheck: { warnAfter: 250 },
      })
        .prepend(sessionPersistence(), notifications.middleware)
        .concat(api.middleware, realtimeMiddleware(options.realtime)),
    devTools: env.isDev,
  });
  notifications.connect(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
