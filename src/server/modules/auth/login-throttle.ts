import type { Clock } from '../../lib/clock.js';

export interface LoginThrottleOptions {
  /** Failures a client may make on one username before it is slowed down. */
  readonly freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** Failures older than this are forgotten. */
  readonly windowMs: number;
  /**
   * Failures on one username from all clients together after which every attempt on it waits
   * `sharedDelayMs`: guessing from many addresses is slowed, its owner only waits a moment.
   */
  readonly sharedFailures: number;
  readonly sharedDelayMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  freeFailures: 5,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  windowMs: 15 * 60_000,
  sharedFailures: 50,
  sharedDelayMs: 1_000,
};

interface Failures {
  count: number;
  lastAt: number;
}

const MAX_KEYS = 100_000;

/**
 * Slows password guessing down without letting anyone lock a player out. Failures count per
 * (username, client address): after a few, that client waits longer before each next attempt
 * (doubling, capped), while a correct password from any other client goes straight through.
 * Nothing is ever refused here; the per-address rate limit and the cost of scrypt do the rest.
 * In memory, per instance (see docs/operations.md).
 */
export class LoginThrottle {
  private readonly perClient = new Map<string, Failures>();
  private readonly perUsername = new Map<string, Failures>();

  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly clock: Clock,
  ) {}

  /** How long an attempt on `username` from `client` waits before its password is checked (ms). */
  delayFor(username: string, client: string): number {
    const now = this.clock.now();
    const own = this.current(this.perClient, key(username, client), now);
    const shared = this.current(this.perUsername, username, now);
    const over = own - this.options.freeFailures + 1;
    const ownDelay = over > 0 ? Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (over - 1)) : 0;
    const sharedDelay = shared >= this.options.sharedFailures ? this.options.sharedDelayMs : 0;
    return Math.max(ownDelay, sharedDelay);
  }

  /** Waits as long as `delayFor` says. */
  async wait(username: string, client: string): Promise<void> {
    const ms = this.delayFor(username, client);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  failed(username: string, client: string): void {
    const now = this.clock.now();
    this.bump(this.perClient, key(username, client), now);
    this.bump(this.perUsername, username, now);
  }

  /** A correct password clears that client's failures (not the others'). */
  succeeded(username: string, client: string): void {
    this.perClient.delete(key(username, client));
  }

  private current(map: Map<string, Failures>, k: string, now: number): number {
    const entry = map.get(k);
    if (!entry) return 0;
    if (now - entry.lastAt > this.options.windowMs) {
      map.delete(k);
      return 0;
    }
    return entry.count;
  }

  private bump(map: Map<string, Failures>, k: string, now: number): void {
    const count = this.current(map, k, now) + 1;
    map.delete(k); // re-inserted last: the map's order is oldest activity first
    map.set(k, { count, lastAt: now });
    if (map.size > MAX_KEYS) {
      for (const oldest of map.keys()) {
        map.delete(oldest);
        if (map.size <= MAX_KEYS * 0.9) break;
      }
    }
  }
}

const key = (username: string, client: string) => `${username}\n${client}`;
