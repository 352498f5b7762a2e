import storage from 'redux-persist/es/storage';

/**
 * The storage of the persisted offline slice (redux-persist, localStorage `persist:offline`): as
 * localStorage, except that the slice's empty state (nobody's data: after sign-out or a signed-out
 * start) is removed rather than written. Sign-out clears localStorage, and redux-persist would
 * otherwise write the key back a moment later (issue 30).
 */
export const offlineStorage = {
  getItem: (key: string): Promise<string | null> => storage.getItem(key),
  setItem: (key: string, value: string): Promise<void> => (isNobodys(value) ? storage.removeItem(key) : storage.setItem(key, value)),
  removeItem: (key: string): Promise<void> => storage.removeItem(key),
};

/** redux-persist writes each field as JSON text: an owner of "null" is the empty state (a short string). */
function isNobodys(value: string): boolean {
  if (value.length > 500) return false;
  try {
    return (JSON.parse(value) as { ownerId?: unknown }).ownerId === 'null';
  } catch {
    return false;
  }
}
