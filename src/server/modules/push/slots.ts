/** At most `size` things at once: `acquire` waits for a free slot (first come, first served), `release` frees one. */
export class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly idleWaiters: Array<() => void> = [];

  constructor(private readonly size: number) {}

  /** Slots in use. */
  get busy(): number {
    return this.used;
  }

  /** Takes a slot: at once (synchronously counted) when one is free, else when one is released. */
  acquire(): Promise<void> {
    if (this.used < this.size) {
      this.used += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Frees a slot, handing it straight to the first waiting, if any. */
  release(): void {
    const next = this.waiting.shift();
    if (next) return next();
    this.used -= 1;
    if (this.used === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  /** Resolves when no slot is in use. */
  idle(): Promise<void> {
    return this.used === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

/**
 * At most `rate` starts a second (0: any), as a token bucket. Tokens gather while waiting (a tenth
 * of a second's worth at most), so a busy event loop, whose timers fire late, still starts the
 * rate's worth each second.
 */
export class Pace {
  private tokens = 0;
  private refilledAt = 0;

  constructor(private readonly rate: number) {}

  /** Resolves when one more start is allowed. */
  async take(): Promise<void> {
    if (this.rate <= 0) return;
    for (;;) {
      const now = Date.now();
      this.tokens = Math.min(Math.max(1, this.rate / 10), this.tokens + ((now - this.refilledAt) * this.rate) / 1000);
      this.refilledAt = now;
      if (this.tokens >= 1) {
        this.tokens -= 1;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(20, ((1 - this.tokens) * 1000) / this.rate)));
    }
  }
}
