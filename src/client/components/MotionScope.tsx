import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * Where the app's own motion runs (the signed-in shell and the console): motion loads with the
 * screens that animate, not before the sign-in screens. Only its DOM animation features (`m`
 * components; `strict` refuses the full `motion` ones), following the device's reduced-motion setting.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
