import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { overlaysLeftWithScreen } from '../lib/overlay-history';

/**
 * Back to the previous screen, or to `fallback` when this screen was opened first (a reload, a link);
 * past the history entries of the sheets and dialogs still open on it (lib/overlay-history).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const overlays = overlaysLeftWithScreen();
    if (key === 'default') navigate(fallback, { replace: true });
    else navigate(-1 - overlays);
  }, [key, navigate, fallback]);
}
