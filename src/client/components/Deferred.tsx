import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { nextTask } from '../lib/next-task';

/**
 * Renders `children` a task after the screen around them first shows, as a transition: for the parts
 * of a screen below the fold, so that the first screenful is drawn (and committed) without them, and
 * a slow phone never spends one long task on the whole screen.
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void nextTask().then(() => mounted && startTransition(() => setShown(true)));
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? children : null;
}
