/**
 * Resolves in a new task, so the work after it does not lengthen the current one: the browser can
 * paint and answer input between the two. `scheduler.yield()` where the browser has it (it resumes
 * ahead of other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  return yieldIfCheap() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A new task where the browser has `scheduler.yield()` (Chromium: it resumes ahead of other queued
 * tasks), nothing elsewhere: for work worth taking out of a long task, but not worth a timer's delay.
 */
export function yieldIfCheap(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`): for work that may wait, such
 * as loading the code of a dialog before it is first opened. Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}
