import { useEffect, useRef } from 'react';
import { overlayClosed, overlayOpened } from '../lib/overlay-history';

/**
 * Back closes this sheet, dialog or drawer while it is open, instead of leaving the screen (or the
 * app, from Home): see lib/overlay-history. Every overlay of the app and the console calls it with
 * its `open` and its close.
 */
export function useBackCloses(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return undefined;
    const id = overlayOpened(() => close.current());
    return () => overlayClosed(id);
  }, [open]);
}
