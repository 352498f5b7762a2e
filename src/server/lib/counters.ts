import type { RedisClientType } from 'redis';
import type { Clock } from './clock.js';
import { within } from './deadline.js';

/**
 * Counts events per key within a time window, for the limits that must hold across instances (the
 * bet rate, sign-in slow-downs, the per-address limits): in Redis when REDIS_URL is set, so that
 * every instance counts together, in memory otherwise. Same answers either way.
 *
 * - `fixed`: the window starts at the key's first event (N per second);
 * - `sliding`: the window restarts at every event (forgotten after a quiet window).
 */
export type WindowKind = 'fixed' | 'sliding';

export interface WindowCounters {
  /** Records one event; answers the count within the window, this one included. */
  hit(key: string, windowMs: number, kind: WindowKind): Promise<number>;
  /** The count within the window now (0 when none or expired). */
  count(key: string): Promise<number>;
  /** Forgets the key. */
  clear(key: string): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** Keys held at most; past it the oldest (by last event) are dropped: memory stays bounded. */
const MAX_KEYS = 100_000;

export class MemoryCounters implements WindowCounters {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number, kind: WindowKind): Promise<number> {
    const now = this.clock.now();
    const live = this.live(key, now);
    const entry = live ? { count: live.count + 1, expiresAt: kind === 'sliding' ? now + windowMs : live.expiresAt } : { count: 1, expiresAt: now + windowMs };
    // Re-inserted last: the map's order is oldest activity first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) {
      for (const oldest of this.entries.keys()) {
        this.entries.delete(oldest);
        if (this.entries.size <= MAX_KEYS * 0.9) break;
      }
    }
    return entry.count;
  }

  async count(key: string): Promise<number> {
    return this.live(key, this.clock.now())?.count ?? 0;
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * One event in Redis, atomically (a script): the count goes up, and the key expires with its window
 * (fixed: from its first event; sliding: from every event).
 */
export const HIT_SCRIPT =
  "local n = redis.call('INCR', KEYS[1]) if n == 1 or ARGV[2] == 'sliding' then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n";

/** How long a command waits for Redis before it counts as failed (`FallbackCounters` then counts in memory). */
export const REDIS_HIT_DEADLINE_MS = 5_000;

/**
 * The same in Redis: one script per event (one command: a MULTI of INCR and PEXPIRE cost the client
 * about three times as much CPU), the key expiring with its window. The window follows Redis's
 * clock, as every instance shares it. The client is a hot one (lib/redis-client.ts): each command
 * bounds its own wait.
 */
export class RedisCounters implements WindowCounters {
  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
    private readonly deadlineMs = REDIS_HIT_DEADLINE_MS,
  ) {}

  async hit(key: string, windowMs: number, kind: WindowKind): Promise<number> {
    const count = this.redis.eval(HIT_SCRIPT, { keys: [this.prefix + key], arguments: [String(windowMs), kind] });
    return Number(await within(count, this.deadlineMs, 'Redis'));
  }

  async count(key: string): Promise<number> {
    return Number((await within(this.redis.get(this.prefix + key), this.deadlineMs, 'Redis')) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await within(this.redis.del(this.prefix + key), this.deadlineMs, 'Redis');
  }
}

/**
 * Redis counters that do not stop the app when Redis does: while it fails, each instance counts in
 * memory (limits then hold per instance, as without Redis), and `onError` hears of it.
 */
export class FallbackCounters implements WindowCounters {
  constructor(
    private readonly primary: WindowCounters,
    private readonly fallback: WindowCounters,
    private readonly onError: (error: unknown) => void,
  ) {}

  hit(key: string, windowMs: number, kind: WindowKind): Promise<number> {
    return this.primary.hit(key, windowMs, kind).catch((error: unknown) => {
      this.onError(error);
      return this.fallback.hit(key, windowMs, kind);
    });
  }

  count(key: string): Promise<number> {
    return this.primary.count(key).catch((error: unknown) => {
      this.onError(error);
      return this.fallback.count(key);
    });
  }

  clear(key: string): Promise<void> {
    return Promise.all([this.primary.clear(key).catch(this.onError), this.fallback.clear(key)]).then(() => undefined);
  }
}
