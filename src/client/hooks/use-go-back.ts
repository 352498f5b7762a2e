import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back to the previous screen, or to `fallback` when this screen was opened first (a reload, a link). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => (key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1)), [key, navigate, fallback]);
}
