import { configureStore, createDynamicMiddleware, createListenerMiddleware, isAnyOf, type Middleware, type Reducer, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { AppApi } from '../api/base';
import { env } from '../config/env';
import { nextTask } from '../lib/next-task';
import { clearSavedSession, restoreSession, saveSession } from '../lib/saved-session';
import type { RealtimeConnectionFactory } from '../lib/socket';
import { notificationSync } from '../features/notifications/notification-sync';
import { apiInstalled, tagsStale } from '../stores/api-actions';
import { balanceChanged, passwordChanged, passwordChangeRequired, profileUpdated, signedIn, signedOut } from '../stores/auth-slice';
import offlineSlice, { type OfflineState } from '../stores/offline-slice';
import { newBalanceReceived, statusReceived } from '../stores/realtime-actions';
import { type RootState, sliceReducer } from '../stores/state';
import { devToolsOptions } from './devtools';
import { realtimeMiddleware } from './realtime-middleware';

setAutoFreeze(env.freezeState);

/**
 * The app's state: the slices (stores/state.ts) and the API's cache (RTK Query, `api/base`),
 * injected when the API is installed: the first download (the welcome screen) carries neither RTK
 * Query nor any endpoint. Only what offline reading needs is persisted (stores/offline-slice), never
 * the API cache itself: its persisted reducer (redux-persist, lib/offline-persistence) replaces the
 * plain one once a player is signed in, so a signed-out first visit does not download redux-persist.
 */
const slices = sliceReducer.withLazyLoadedSlices<WithSlice<AppApi>>();
const rootReducer = slices as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;

/** Keeps localStorage `profile` in step with the session (spec section 4). */
function sessionPersistence() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, profileUpdated, balanceChanged, statusReceived, newBalanceReceived, passwordChanged, passwordChangeRequired),
    effect: (_action, { getState }) => saveSession((getState() as RootState).auth),
  });
  // The server is told with the tokens the session held just before (the state is already cleared):
  // first that this device's push subscription goes (issue 32), then that the sign-in ends.
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, { getOriginalState }) => {
      const session = (getOriginalState() as RootState).auth;
      clearSavedSession();
      // Sign-out's calls load with it (a first visit, signed out, does not download them).
      void import('../api/logout').then(({ forgetDevicePush, tellServerSignedOut }) => forgetDevicePush(session).then(() => tellServerSignedOut(session)));
    },
  });
  return listener.middleware;
}

/** What the installed API adds: `tagsStale` becomes an invalidation, and sign-out empties the cache. */
function apiBridge(api: AppApi): Middleware {
  return (store) => (next) => (action) => {
    const result = next(action);
    if (tagsStale.match(action)) store.dispatch(api.util.invalidateTags([...action.payload]));
    // Nothing fetched for the previous player may be shown to the next one.
    if (signedOut.match(action)) store.dispatch(api.util.resetApiState());
    return result;
  };
}

export interface StoreOptions {
  /** Opens the realtime socket; main.tsx passes the real one, tests a fake or nothing (no socket). */
  readonly realtime?: RealtimeConnectionFactory;
  readonly notifications?: Parameters<typeof notificationSync>[0];
  /**
   * The API, installed at once (tests). Without it, `loadApi()` imports it: the router does with the
   * first screen that needs it, main.tsx for a restored session.
   */
  readonly api?: AppApi;
}

/** The store, starting from the saved session when its token is still good for more than 600 s. */
export function createStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const notifications = notificationSync(options.notifications);
  const apiMiddleware = createDynamicMiddleware();
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
        .concat(apiMiddleware.middleware, realtimeMiddleware(options.realtime)),
    // In every build, with tokens and passwords left out of what it shows (app/devtools.ts).
    devTools: devToolsOptions,
  });
  notifications.connect(store.dispatch);

  let installed: Promise<AppApi> | undefined;
  const install = (api: AppApi) => {
    slices.inject(api);
    apiMiddleware.addMiddleware(api.middleware, apiBridge(api));
    // An injected reducer gets its state with the next action: RTK Query reads `state.api` at once.
    store.dispatch(apiInstalled());
    return api;
  };
  if (options.api) installed = Promise.resolve(install(options.api));
  /**
   * Installs the API (once), importing it first when it was not given. A failed import (offline
   * before the service worker had the chunk) is tried again by the next screen that needs it.
   */
  const loadApi = (): Promise<AppApi> =>
    (installed ??= import('../api/base').then(
      // Installed a task after its chunk is evaluated: each is a piece of start-up work of its own.
      async ({ api, listenForReconnect }) => {
        await nextTask();
        const installedApi = install(api);
        // Back online, every query a screen shows is asked again (refetchOnReconnect).
        listenForReconnect(store.dispatch);
        return installedApi;
      },
      (error: unknown) => {
        installed = undefined;
        throw error;
      },
    ));
  /** Puts the offline slice's persisted reducer in place of the plain one (lib/offline-persistence). */
  const installOfflineReducer = (reducer: Reducer<OfflineState>): void => {
    slices.inject({ reducerPath: offlineSlice.reducerPath, reducer }, { overrideExisting: true });
  };
  return Object.assign(store, { loadApi, installOfflineReducer });
}

export type AppStore = ReturnType<typeof createStore>;
