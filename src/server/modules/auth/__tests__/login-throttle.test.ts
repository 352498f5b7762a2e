import { ManualClock } from '../../../lib/clock.js';
import { MemoryCounters } from '../../../lib/counters.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../login-throttle.js';
import { PasswordHasher } from '../passwords.js';
import { ServiceBusyError } from '../../../lib/errors.js';

describe('LoginThrottle', () => {
  const options = { ...DEFAULT_LOGIN_THROTTLE, freeFailures: 3, baseDelayMs: 500, maxDelayMs: 4000, windowMs: 60_000, sharedFailures: 10, sharedDelayMs: 1000 };

  it('slows one client down on one username, doubling per failure up to the cap, and never anyone else', async () => {
    const throttle = new LoginThrottle(options, new MemoryCounters(new ManualClock(0)));
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      delays.push(await throttle.delayFor('victim', 'attacker'));
      await throttle.failed('victim', 'attacker');
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000]);
    // The owner, from their own device, is not slowed; nor is the attacker on another account.
    expect(await throttle.delayFor('victim', 'owner')).toBe(0);
    expect(await throttle.delayFor('someone', 'attacker')).toBe(0);
  });

  it('forgets failures a quiet window after the last one, and after a correct password from that client', async () => {
    const clock = new ManualClock(0);
    const throttle = new LoginThrottle(options, new MemoryCounters(clock));
    for (let i = 0; i < 5; i++) await throttle.failed('a', 'x');
    expect(await throttle.delayFor('a', 'x')).toBe(2000);
    await throttle.succeeded('a', 'x');
    expect(await throttle.delayFor('a', 'x')).toBe(0);
    for (let i = 0; i < 5; i++) {
      clock.advance(50_000);
      await throttle.failed('a', 'x');
    }
    // Failures 50 s apart never let the window lapse.
    expect(await throttle.delayFor('a', 'x')).toBe(2000);
    clock.advance(60_001);
    expect(await throttle.delayFor('a', 'x')).toBe(0);
  });

  it('makes every client wait a moment once one username fails from many clients', async () => {
    const throttle = new LoginThrottle(options, new MemoryCounters(new ManualClock(0)));
    for (let i = 0; i < 10; i++) await throttle.failed('popular', `bot${i}`);
    expect(await throttle.delayFor('popular', 'owner')).toBe(1000);
    expect(await throttle.delayFor('other', 'owner')).toBe(0);
  });
});

describe('PasswordHasher', () => {
  it('hashes a few at once, queues a few, and refuses the rest at once with 503', async () => {
    const hasher = new PasswordHasher(1024, { concurrency: 1, queue: 2 });
    const calls = Array.from({ length: 6 }, (_, i) => hasher.hash(`password${i}`).then(
      (hash) => ({ ok: hash.startsWith('scrypt$1024$') }),
      (error: unknown) => ({ busy: error instanceof ServiceBusyError && error.statusCode === 503 }),
    ));
    expect(await Promise.all(calls)).toEqual([{ ok: true }, { ok: true }, { ok: true }, { busy: true }, { busy: true }, { busy: true }]);
    // Turns are given back: the next burst is served again.
    expect(await hasher.verify('password0', await hasher.hash('password0'))).toBe(true);
  });
});
