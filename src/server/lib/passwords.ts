import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ANYONE, Turns, type TurnTaker } from './turns.js';

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

/** Whom a hash or check is for: the queue is shared fairly between client addresses (`Turns`). */
export type HashCaller = TurnTaker;

/**
 * Every password hash and check goes through here. A burst of logins waits in a short queue,
 * and beyond it is told at once that the server is busy, instead of every login (the operator's
 * included) waiting behind dozens of hashes and the thread pool starving file and DNS work. The
 * queue is shared fairly between addresses, an address with failed sign-ins lately giving way
 * first (`Turns`, issue 27): a few addresses cannot keep everyone else out.
 */
export class PasswordHasher {
  private readonly turns: Turns;

  constructor(
    readonly cost: number,
    limits: HashingLimits,
  ) {
    this.turns = new Turns(limits.concurrency, limits.queue);
  }

  hash(password: string, caller: HashCaller = ANYONE): Promise<string> {
    return this.turns.run(() => hashPassword(password, this.cost), caller);
  }

  verify(password: string, stored: string, caller: HashCaller = ANYONE): Promise<boolean> {
    return this.turns.run(() => verifyPassword(password, stored), caller);
  }
}
