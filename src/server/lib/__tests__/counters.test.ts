import { ManualClock } from '../clock.js';
import { FallbackCounters, MemoryCounters, type WindowCounters } from '../counters.js';

describe('window counters', () => {
  it('count a fixed window from the first event and a sliding one from the last', async () => {
    const clock = new ManualClock(0);
    const counters = new MemoryCounters(clock);
    expect([await counters.hit('f', 1000, 'fixed'), await counters.hit('s', 1000, 'sliding')]).toEqual([1, 1]);
    clock.advance(600);
    expect([await counters.hit('f', 1000, 'fixed'), await counters.hit('s', 1000, 'sliding')]).toEqual([2, 2]);
    clock.advance(600);
    // 1.2 s after the first: the fixed window is over; 0.6 s after the last: the sliding one is not.
    expect([await counters.hit('f', 1000, 'fixed'), await counters.hit('s', 1000, 'sliding')]).toEqual([1, 3]);
    await counters.clear('s');
    expect(await counters.count('s')).toBe(0);
  });

  it('keep counting in memory while Redis fails, and say so', async () => {
    const failing: WindowCounters = {
      hit: () => Promise.reject(new Error('redis down')),
      count: () => Promise.reject(new Error('redis down')),
      clear: () => Promise.reject(new Error('redis down')),
    };
    const errors: unknown[] = [];
    const counters = new FallbackCounters(failing, new MemoryCounters(new ManualClock(0)), (e) => errors.push(e));
    expect(await counters.hit('k', 1000, 'fixed')).toBe(1);
    expect(await counters.hit('k', 1000, 'fixed')).toBe(2);
    expect(await counters.count('k')).toBe(2);
    await counters.clear('k');
    expect(await counters.count('k')).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
  });
});
