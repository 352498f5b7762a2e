import { type ReactNode, useState } from 'react';

/**
 * Renders `children` (a dialog) from the first time `open` is true, and keeps them after, so a
 * closing dialog still animates out. A dialog never opened costs nothing: each Chakra dialog sets up
 * its state machine, focus trap and portal even while closed, and Home alone has five of them.
 */
export function MountOnOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Set while rendering (React's pattern for state derived from props): the dialog mounts in the
  // same render that opens it, not one later.
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
