import type { WindowCounters } from './counters.js';

/**
 * At most `limit` attempts per key (a player) in a fixed window. The counts live in `counters`:
 * Redis with several instances (a player's bets on all of them count together), memory otherwise.
 */
export class AttemptLimiter {
  constructor(
    private readonly counters: WindowCounters,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records an attempt; false when the key has used up its window. */
  async take(key: string): Promise<boolean> {
    return (await this.counters.hit(`${this.name}:${key}`, this.windowMs, 'fixed')) <= this.limit;
  }
}
