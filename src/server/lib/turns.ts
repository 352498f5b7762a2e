import { ServiceBusyError } from './errors.js';

/**
 * Work that holds a scarce resource (a thread of libuv's pool, a lot of memory) taking turns: at most
 * `concurrency` jobs at once, up to `queue` more waiting, and one more refused at once with 503
 * rather than every caller waiting behind an unbounded line.
 */
export class Turns {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active += 1;
    else if (this.waiting.length < this.queue) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw new ServiceBusyError();
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, if any.
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
