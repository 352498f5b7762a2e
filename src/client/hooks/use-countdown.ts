import { useEffect, useRef, useState } from 'react';

/** Countdowns tick once a second (spec section 4), just after each whole second of the time left. */
const TICK_MS = 1_000;
/** Lands the tick just past the second boundary, so the shown second never lags. */
const TICK_SLACK_MS = 15;

/** When a countdown renders again: the milliseconds from `leftMs` left until its next render. */
export type NextRender = (leftMs: number) => number;

/** Once a second, on each whole second of the time left: for a clock. */
export const everySecond: NextRender = (leftMs) => leftMs % TICK_MS || TICK_MS;

/**
 * Only when the time left falls to one of `marksMs` (and at zero): for a component that shows no
 * clock, only what changes at those marks (the bet lock). A screen that re-rendered every second for
 * its clock kept a phone's main thread busy.
 */
export const atMarks =
  (...marksMs: number[]): NextRender =>
  (leftMs) =>
    leftMs - Math.max(0, ...marksMs.filter((mark) => mark < leftMs));

/**
 * Milliseconds left until `targetMs` on the server's clock (local clock + `offsetMs`), never below
 * 0; undefined without a target. `onComplete` runs once when a running countdown reaches zero, not
 * for a target that had already passed when it was first seen. The value is fresh at each render
 * `nextRender` asks for (every second by default; keep it stable, a new one restarts the countdown).
 */
export function useCountdown(targetMs: number | undefined, offsetMs: number, onComplete?: () => void, nextRender: NextRender = everySecond): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const completed = useRef(onComplete);
  /** The target last seen with time left: kept across restarts (a new offset), so the end is never missed. */
  const running = useRef<number | undefined>(undefined);
  useEffect(() => {
    completed.current = onComplete;
  });

  useEffect(() => {
    if (targetMs === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const local = Date.now();
      setNow(local);
      const left = targetMs - (local + offsetMs);
      if (left <= 0) {
        if (running.current === targetMs) {
          running.current = undefined;
          completed.current?.();
        }
        return;
      }
      running.current = targetMs;
      timer = setTimeout(tick, nextRender(left) + TICK_SLACK_MS);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [targetMs, offsetMs, nextRender]);

  if (targetMs === undefined) return undefined;
  return Math.max(0, targetMs - (now + offsetMs));
}

/** mm:ss of a number of milliseconds, counting a started second as whole (so 0 shows only at the end). */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
