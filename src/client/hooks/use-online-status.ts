import { useSyncExternalStore } from 'react';

/**
 * Whether the last call to the server failed for lack of network. navigator.onLine alone was not
 * enough: reopened offline, a page could read `true` for a moment and get no `offline` event after
 * it, so the offline banner was missing in one run of two (issue 50 §2). A failed fetch says it too.
 */
let unreachable = false;
const listeners = new Set<() => void>();

/** The API's base query tells each answer (true) or network failure (false). */
export function networkAnswered(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  // Back online: believed at once (the refetches that follow confirm it or say otherwise).
  const online = () => networkAnswered(true);
  window.addEventListener('online', online);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    listeners.delete(onChange);
  };
}

/** Whether the device has a network connection: the browser's belief, and the last call's outcome. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && !unreachable, () => true);
}
