import { ServiceBusyError } from './errors.js';

/** Who a turn is for: clients share the queue fairly. */
export interface TurnTaker {
  /** The client's address (what the per-address limits count). */
  readonly client: string;
  /** The client misbehaved lately (a failed sign-in): its waiting turns give way first. */
  readonly suspect: boolean;
}

/** Work of the server itself, or of callers that do not tell themselves apart. */
export const ANYONE: TurnTaker = { client: '', suspect: false };

interface Waiting {
  readonly taker: TurnTaker;
  readonly start: () => void;
  readonly refuse: (error: Error) => void;
}

/**
 * Work that holds a scarce resource (a thread of libuv's pool, a lot of memory) taking turns: at most
 * `concurrency` jobs at once, up to `queue` more waiting, and one more refused at once with 503
 * rather than every caller waiting behind an unbounded line.
 *
 * The turns are shared between clients (issue 27): when the queue is full, a newcomer takes the
 * place of the newest waiting turn of the client holding the most turns (running and waiting), if
 * that client holds at least two more than the newcomer; and a client not suspect takes the place of
 * any waiting turn of a suspect one. That turn is refused with 503 instead. So a few clients sending
 * all their work at once fill the queue only until someone else comes; one client alone may still
 * use the whole queue, and many clients with one turn each are served in order, the newcomer refused.
 */
export class Turns {
  private active = 0;
  private readonly waiting: Waiting[] = [];
  /** Turns each client holds, running or waiting. */
  private readonly held = new Map<string, number>();

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>, taker: TurnTaker = ANYONE): Promise<T> {
    await this.take(taker);
    try {
      return await work();
    } finally {
      this.hold(taker.client, -1);
      // The turn passes straight to the next in line, if any.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.active -= 1;
    }
  }

  /** Resolves when the taker's turn starts; refused (503) at once, or later if a fairer claim takes its place. */
  private take(taker: TurnTaker): Promise<void> {
    if (this.active < this.concurrency) {
      this.active += 1;
      this.hold(taker.client, 1);
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) {
      const index = this.placeFor(taker);
      if (index < 0) return Promise.reject(new ServiceBusyError());
      const [given] = this.waiting.splice(index, 1);
      this.hold(given!.taker.client, -1);
      given!.refuse(new ServiceBusyError());
    }
    this.hold(taker.client, 1);
    return new Promise<void>((start, refuse) => this.waiting.push({ taker, start, refuse }));
  }

  /** The waiting turn a newcomer may take, or -1: see the class comment. */
  private placeFor(taker: TurnTaker): number {
    const own = this.turnsOf(taker.client);
    let best = -1;
    let bestClaim = -1;
    // Newest first: of one client's turns, the last to come gives way.
    for (let i = this.waiting.length - 1; i >= 0; i--) {
      const other = this.waiting[i]!.taker;
      if (other.client === taker.client) continue;
      const claim = other.suspect && !taker.suspect ? Infinity : this.turnsOf(other.client) - own - 1;
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
