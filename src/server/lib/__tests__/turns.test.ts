import { ServiceBusyError } from '../errors.js';
import { Turns } from '../turns.js';

describe('Turns', () => {
  it('runs `concurrency` jobs at once, queues `queue` more in order, and refuses the next with 503', async () => {
    const turns = new Turns(1, 2);
    const started: number[] = [];
    const release: Array<() => void> = [];
    const job = (n: number) =>
      turns.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            release.push(() => resolve(n));
          }),
      );
    const jobs = [job(1), job(2), job(3)];
    await expect(job(4)).rejects.toBeInstanceOf(ServiceBusyError);
    await Promise.resolve();
    expect(started).toEqual([1]);
    for (let i = 0; i < 3; i += 1) {
      release[i]!();
      await jobs[i];
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(started).toEqual([1, 2, 3]);
    // A failed job passes its turn on too.
    await expect(turns.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(turns.run(async () => 'next')).resolves.toBe('next');
  });
});
