import { BET_SOUND_STORAGE_KEY } from '../config/constants';

// Whether a bet's result plays its sound on this device (issue 30): on unless the player turned it
// off under Account. Kept in localStorage (a device key: sign-out leaves it, see DEVICE_STORAGE_KEYS).
// No React here: the store's notification middleware reads it, and the first download has no React.

const listeners = new Set<() => void>();
/** Where storage refuses (private modes), the choice made in this page. */
let memory: boolean | undefined;

export function betSoundOn(storage?: Storage): boolean {
  try {
    return (storage ?? localStorage).getItem(BET_SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return memory ?? true;
  }
}

export function setBetSound(on: boolean, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    if (on) store.removeItem(BET_SOUND_STORAGE_KEY);
    else store.setItem(BET_SOUND_STORAGE_KEY, 'off');
  } catch {
    // Storage unavailable: the choice holds until the page closes.
    memory = on;
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` when the setting changes, here or in the player's other tabs; returns the unsubscribe. */
export function subscribeBetSound(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BET_SOUND_STORAGE_KEY || event.key === null) listener();
  };
  addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', onStorage);
  };
}
