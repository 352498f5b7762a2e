import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener?.('change', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    query.removeEventListener?.('change', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

const allowed = () => !window.matchMedia(REDUCED_MOTION).matches && !document.hidden;

/** Whether something may move by itself: not when the player asked for reduced motion, nor in a hidden tab. */
export function useAutoplayAllowed(): boolean {
  return useSyncExternalStore(subscribe, allowed, () => false);
}

/** Whether the player asked for reduced motion (slides then change without sliding). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}
