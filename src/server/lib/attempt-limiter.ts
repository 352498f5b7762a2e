/**
 * Counts attempts per key (a username) in a fixed window, in memory. Paired with the per-IP limit of
 * @fastify/rate-limit, it slows password guessing against one account from many addresses.
 * Per instance: behind a load balancer each instance counts its own share (see docs/operations.md).
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    if (this.windows.size > 50_000) this.sweep(now);
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
