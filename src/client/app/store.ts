import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../api/base';
import { env } from '../config/env';
import { clearSavedSession, restoreSession, saveSession } from '../lib/saved-session';
import authSlice, { balanceChanged, profileUpdated, signedIn, signedOut } from '../stores/auth-slice';
import systemSlice from '../stores/system-slice';
import toastsSlice from '../stores/toasts-slice';

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
    matcher: isAnyOf(signedIn, profileUpdated, balanceChanged),
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

/** The store, starting from the saved session when its token is still good for more than 600 s. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: restoreSession() },
    middleware: (getDefault) => getDefault().prepend(sessionPersistence()).concat(api.middleware),
    devTools: env.isDev,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
