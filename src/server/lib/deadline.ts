/** A wait that took longer than its caller allows. */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer in ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * `promise`, or a `DeadlineError` once `ms` have passed without it settling. The timer is cleared
 * as soon as it settles (a plain timer: node-redis's own per-command timeout arms an
 * `AbortSignal.timeout` that nothing clears, which costs far more; lib/redis-client.ts).
 */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
