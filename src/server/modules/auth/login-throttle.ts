import type { WindowCounters } from '../../lib/counters.js';

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

/**
 * Slows password guessing down without letting anyone lock a player out. Failures count per
 * (username, client address): after a few, that client waits longer before each next attempt
 * (doubling, capped), while a correct password from any other client goes straight through.
 * Nothing is ever refused here; the per-address rate limit and the cost of scrypt do the rest.
 * The counts live in `counters`: Redis with several instances (they count as one), memory otherwise.
 */
export class LoginThrottle {
  constructor(
    private readonly options: LoginThrottleOptions,
    private readonly counters: WindowCounters,
  ) {}

  /** How long an attempt on `username` from `client` waits before its password is checked (ms). */
  async delayFor(username: string, client: string): Promise<number> {
    const [own, shared] = await Promise.all([this.counters.count(clientKey(username, client)), this.counters.count(usernameKey(username))]);
    const over = own - this.options.freeFailures + 1;
    const ownDelay = over > 0 ? Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** (over - 1)) : 0;
    const sharedDelay = shared >= this.options.sharedFailures ? this.options.sharedDelayMs : 0;
    return Math.max(ownDelay, sharedDelay);
  }

  /** Waits as long as `delayFor` says. */
  async wait(username: string, client: string): Promise<void> {
    const ms = await this.delayFor(username, client);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Failures are forgotten a quiet window after the last one. */
  async failed(username: string, client: string): Promise<void> {
    await Promise.all([
      this.counters.hit(clientKey(username, client), this.options.windowMs, 'sliding'),
      this.counters.hit(usernameKey(username), this.options.windowMs, 'sliding'),
      this.counters.hit(anyUsernameKey(client), this.options.windowMs, 'sliding'),
    ]);
  }

  /**
   * Whether `client` failed a sign-in on any username within the window: when the password queue is
   * full, its waiting turns give way to clients that did not (PasswordHasher). Never cleared by a
   * success, since one address may carry many people.
   */
  async failedLately(client: string): Promise<boolean> {
    return (await this.counters.count(anyUsernameKey(client))) > 0;
  }

  /** A correct password clears that client's failures (not the others'). */
  async succeeded(username: string, client: string): Promise<void> {
    await this.counters.clear(clientKey(username, client));
  }
}

const clientKey = (username: string, client: string) => `login:${username}\n${client}`;
const usernameKey = (username: string) => `login:${username}`;
const anyUsernameKey = (client: string) => `login-client:${client}`;
