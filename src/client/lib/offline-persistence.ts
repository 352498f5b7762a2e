import type { Reducer, Store } from '@reduxjs/toolkit';
import { type Persistor, persistReducer, persistStore } from 'redux-persist';
import offlineSlice, { type OfflineState } from '../stores/offline-slice';
import { offlineStorage } from '../stores/offline-storage';

/** The offline slice's reducer as redux-persist keeps it (localStorage `OFFLINE_STORAGE_KEY`, config/constants). */
export function persistedOfflineReducer(): Reducer<OfflineState> {
  return persistReducer({ key: offlineSlice.reducerPath, storage: offlineStorage, version: 1 }, offlineSlice.reducer) as unknown as Reducer<OfflineState>;
}

/** The store as app/store makes it: its offline slice's reducer can be replaced. */
interface PersistableStore extends Store {
  readonly installOfflineReducer: (reducer: Reducer<OfflineState>) => void;
}

/**
 * Persists the offline slice from now on (issue 30, 50 §2): installs its persisted reducer and reads
 * the saved data back. Resolves once the store has it. Loaded with a signed-in start or a sign-in
 * (main.tsx), never on a signed-out first visit.
 */
export function persistOffline(store: PersistableStore): Promise<Persistor> {
  store.installOfflineReducer(persistedOfflineReducer());
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}
