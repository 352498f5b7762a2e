/**
 * Resolves in a new task, so the work after it does not lengthen the current one: the browser can
 * paint and answer input between the two. `scheduler.yield()` where the browser has it (it resumes
 * ahead of other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
