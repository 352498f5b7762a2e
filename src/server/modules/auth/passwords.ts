import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ServiceBusyError } from '../../lib/errors.js';

/** OWASP's scrypt parameters (N=2^17, r=8, p=1); N is configurable so tests can run fast. */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom above that.
  const maxmem = 128 * n * r + 2 * 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface HashingLimits {
  /** Hashes computed at once (each takes a thread of libuv's pool and 128 MiB for 0.4 s). */
  readonly concurrency: number;
  /** Hashes that may wait for a turn; one more is refused at once with 503. */
  readonly queue: number;
}

/** Whom a hash or check is for: the queue is shared fairly between clients. */
export interface HashCaller {
  /** The client's address (what the per-address limits count). */
  readonly client: string;
  /** The client failed a sign-in lately (LoginThrottle): its waiting turns give way first. */
  readonly suspect: boolean;
}

/** Work of the server itself (the operators' CLI, a temporary password set in the console). */
const SERVER: HashCaller = { client: '', suspect: false };

interface Waiting {
  readonly caller: HashCaller;
  readonly start: () => void;
  readonly refuse: (error: Error) => void;
}

/**
 * Every password hash and check goes through here. A burst of logins waits in a short queue,
 * and beyond it is told at once that the server is busy, instead of every login (the operator's
 * included) waiting behind dozens of hashes and the thread pool starving file and DNS work.
 *
 * The turns are shared between clients (issue 27): when the queue is full, a newcomer takes the
 * place of the newest waiting turn of the client holding the most turns (running and waiting), if
 * that client holds at least two more than the newcomer; and a client that failed no sign-in lately
 * takes the place of any waiting turn of one that did. That turn is refused with 503 instead. So a
 * few addresses sending all their legal attempts at once fill the queue only until someone else
 * comes; one client alone may still use the whole queue, and many clients with one turn each are
 * served in order, the newcomer refused.
 */
export class PasswordHasher {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  /** Turns each client holds, running or waiting. */
  private readonly held = new Map<string, number>();

  constructor(
    readonly cost: number,
    private readonly limits: HashingLimits,
  ) {}

  hash(password: string, caller: HashCaller = SERVER): Promise<string> {
    return this.inTurn(caller, () => hashPassword(password, this.cost));
  }

  verify(password: string, stored: string, caller: HashCaller = SERVER): Promise<boolean> {
    return this.inTurn(caller, () => verifyPassword(password, stored));
  }

  private async inTurn<T>(caller: HashCaller, work: () => Promise<T>): Promise<T> {
    await this.take(caller);
    try {
      return await work();
    } finally {
      this.hold(caller.client, -1);
      // The turn passes straight to the next in line, if any.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.active -= 1;
    }
  }

  /** Resolves when the caller's turn starts; refused (503) at once, or later if a fairer claim takes its place. */
  private take(caller: HashCaller): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active += 1;
      this.hold(caller.client, 1);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queue) {
      const index = this.placeFor(caller);
      if (index < 0) return Promise.reject(new ServiceBusyError());
      const [given] = this.waiting.splice(index, 1);
      this.hold(given!.caller.client, -1);
      given!.refuse(new ServiceBusyError());
    }
    this.hold(caller.client, 1);
    return new Promise<void>((start, refuse) => this.waiting.push({ caller, start, refuse }));
  }

  /** The waiting turn a newcomer may take, or -1: see the class comment. */
  private placeFor(caller: HashCaller): number {
    const own = this.turnsOf(caller.client);
    let best = -1;
    let bestClaim = -1;
    // Newest first: of one client's turns, the last to come gives way.
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const other = this.waiting[i]!.caller;
      if (other.client === caller.client) continue;
      const claim = other.suspect && !caller.suspect ? Infinity : this.turnsOf(other.client) - own - 1;
      if (claim > bestClaim) [best, bestClaim] = [i, claim];
    }
    return bestClaim > 0 ? best : -1;
  }

  private turnsOf(client: string): number {
    return this.held.get(client) ?? 0;
  }

  private hold(client: string, change: number): void {
    const turns = this.turnsOf(client) + change;
    if (turns > 0) this.held.set(client, turns);
    else this.held.delete(client);
  }
}
