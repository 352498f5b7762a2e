import { api } from '../api/base';
import { createStore, type StoreOptions } from '../app/store';
import { persistedOfflineReducer } from '../lib/offline-persistence';
import type { RootState } from '../stores/state';

/**
 * The app's store with its API installed at once (the app installs it with the first screen that
 * needs it), and its offline slice's persisted reducer in place (the app puts it there signed in):
 * `persistStore(store)` reads the saved data back, as main.tsx does.
 */
export function createTestStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const store = createStore(preloadedState, { api, ...options });
  store.installOfflineReducer(persistedOfflineReducer());
  return store;
}
