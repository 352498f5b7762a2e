import { ManualClock } from '../../../lib/clock.js';
import { MemoryCounters } from '../../../lib/counters.js';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle } from '../login-throttle.js';
import { PasswordHasher } from '../../../lib/passwords.js';
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

  it('remembers which clients failed lately, on any username, until a quiet window passes', async () => {
    const clock = new ManualClock(0);
    const throttle = new LoginThrottle(options, new MemoryCounters(clock));
    await throttle.failed('someone', 'guesser');
    await throttle.succeeded('someone', 'guesser');
    expect(await throttle.failedLately('guesser')).toBe(true);
    expect(await throttle.failedLately('owner')).toBe(false);
    clock.advance(60_001);
    expect(await throttle.failedLately('guesser')).toBe(false);
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
  // What each call came to: `ok` once hashed, `busy` when refused (at once, or when another took its place).
  const outcome = (call: Promise<string>) => call.then(() => 'ok', (error: unknown) => (error instanceof ServiceBusyError ? 'busy' : String(error)));

  it('shares a full queue between clients: a newcomer takes the place of the newest turn of whoever holds the most', async () => {
    const hasher = new PasswordHasher(1024, { concurrency: 1, queue: 3 });
    const from = (client: string) => outcome(hasher.hash('password', { client, suspect: false }));
    // One client alone may fill the queue.
    const flood = [from('a'), from('a'), from('a'), from('a'), from('a')];
    // Each newcomer takes one of a's waiting turns while a holds at least two more than it.
    const others = [from('b'), from('c'), from('d')];
    // Now a, b, c and d hold one turn each: the next newcomer is refused.
    const late = from('e');
    expect(await Promise.all(flood)).toEqual(['ok', 'busy', 'busy', 'busy', 'busy']);
    expect(await Promise.all(others)).toEqual(['ok', 'ok', 'ok']);
    expect(await late).toBe('busy');
  });

  it('lets clients without recent failures take the waiting turns of those with', async () => {
    const hasher = new PasswordHasher(1024, { concurrency: 1, queue: 2 });
    const hash = (client: string, suspect: boolean) => outcome(hasher.hash('password', { client, suspect }));
    const guessers = [hash('g1', true), hash('g2', true), hash('g3', true)];
    const anotherGuesser = hash('g4', true);
    const owner = hash('owner', false);
    expect(await Promise.all(guessers)).toEqual(['ok', 'ok', 'busy']);
    expect(await anotherGuesser).toBe('busy');
    expect(await owner).toBe('ok');
  });
});
