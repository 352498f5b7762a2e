import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useEffect } from 'react';
import { whenIdle } from '../lib/next-task';
import { saveStyles } from '../lib/style-cache';

/**
 * Saves the styles emotion inserted, for the next start (lib/style-cache): once the first screen is
 * idle, and whenever the page is hidden or left. Renders nothing.
 */
export function KeepStyles() {
  const cache = useEmotionCache();
  useEffect(() => {
    if (!cache) return undefined;
    const save = () => saveStyles(cache.inserted);
    const onHidden = () => document.visibilityState === 'hidden' && save();
    const cancel = whenIdle(save, 5_000);
    addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      cancel();
      removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [cache]);
  return null;
}
