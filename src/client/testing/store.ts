import { api } from '../api/base';
import { createStore, type StoreOptions } from '../app/store';
import type { RootState } from '../stores/state';

/** The app's store with its API installed at once (the app installs it with the first screen that needs it). */
export function createTestStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  return createStore(preloadedState, { api, ...options });
}
