import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/next-task';
import { adoptSavedStyles, saveStyles } from '../lib/style-cache';

/**
 * The styles of the last visit and of this one (lib/style-cache): tells emotion's cache that those
 * written back at start are in the page (on its first render, before anything commits a style),
 * and saves what emotion inserted once the first screen is idle, again a few seconds later, and
 * whenever the page is hidden or left. Renders nothing; rendered first, beside the routes.
 */
export function KeepStyles() {
  const cache = useEmotionCache();
  useState(() => cache && adoptSavedStyles(cache.inserted));
  useEffect(() => {
    if (!cache) return undefined;
    const save = () => saveStyles(cache.inserted);
    const onHidden = () => document.visibilityState === 'hidden' && save();
    // Once idle, and again a few seconds on, when the first screen's parts (lazy, deferred) are drawn.
    let cancelIdle = whenIdle(save, 5_000);
    const later = setTimeout(() => (cancelIdle = whenIdle(save, 5_000)), 5_000);
    addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      clearTimeout(later);
      cancelIdle();
      removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [cache]);
  return null;
}
