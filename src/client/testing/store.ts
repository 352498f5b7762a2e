import { api } from '../api/base';
import { createStore, type RootState, type StoreOptions } from '../app/store';

/** The app's store with its API installed at once (the app installs it with the first screen that needs it). */
export function createTestStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  return createStore(preloadedState, { api, ...options });
}
