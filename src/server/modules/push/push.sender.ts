import type { PushCategory, PushPayload } from '../../../shared/push.js';
import type { Db } from '../../db/database.js';
import type { Metrics } from '../../lib/metrics.js';
import { type AllowedOrigin, endpointAllowed } from './push.allowlist.js';
import { claimDeliveries, type Recipient, recipientsPage } from './push.repository.js';
import type { VapidSigner } from './push.vapid.js';
import type { PushAnswer, PushTransport } from './push.worker.js';
import { payloadText, PUSH_DELIVERY, retryDelay, type RetryPolicy } from './push.rules.js';
import { Pace, Slots } from './slots.js';
import { SubscriptionBook } from './subscription-book.js';

/**
 * An event to push: whom (`playerIds`, null for everyone), of which category, and for each player
 * the event's key and what their devices show. The key names the event across the deployment (a
 * notification's id, a round and a player): with the device, it is what makes a push happen once.
 */
export interface PushJob {
  readonly category: PushCategory;
  readonly playerIds: readonly number[] | null;
  message(playerId: number): { readonly key: string; readonly payload: PushPayload } | undefined;
}

export interface PushSenderDeps {
  /** Claims and outcomes are written here. */
  readonly db: Db;
  /** Devices are read here (on SQLite the read-only connection, which never waits behind the writer). */
  readonly reader: Db;
  readonly now: () => number;
  readonly vapid: Pick<VapidSigner, 'authorization'>;
  readonly transport: PushTransport;
  readonly allowlist: readonly AllowedOrigin[];
  readonly metrics: Pick<Metrics, 'pushesSent' | 'pushEventsDropped' | 'pushQueueLength' | 'pushInFlight'>;
  readonly log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Pushes in flight at most (PUSH_CONCURRENCY), events waiting at most (PUSH_QUEUE), pushes started per second (PUSH_RATE, 0: any). */
  readonly concurrency: number;
  readonly queue: number;
  readonly ratePerSecond: number;
  readonly retry: RetryPolicy;
}

/** Devices read and claimed per statement; players per list read (a round's bettors). */
const PAGE = 500;
const PLAYERS_PER_READ = 1000;
/** Events worked on at once: a broadcast to everyone does not hold up a withdrawal's push. */
const LANES = 2;

/**
 * Pushes events after their transactions committed, off the request path: `enqueue` returns at
 * once. Events wait in a bounded queue (the oldest is dropped when it is full, counted and
 * logged); at most `concurrency` pushes are in flight. Each (event, device) is claimed in the
 * database before it is sent, so of any number of instances handling the same event, one sends
 * it (a crash between claim and send loses that push rather than sending it twice). A push the
 * service could not take now (429, 5xx, no answer) is tried again after its Retry-After or an
 * exponential back-off, a bounded number of times; a device the service says is gone (404, 410) is
 * removed.
 */
export class PushSender {
  private readonly jobs: PushJob[] = [];
  private lanes = 0;
  private closed = false;
  private readonly slots: Slots;
  private readonly book: SubscriptionBook;
  private readonly retries = new Set<NodeJS.Timeout>();
  private readonly pace: Pace;

  constructor(private readonly deps: PushSenderDeps) {
    this.slots = new Slots(deps.concurrency);
    this.pace = new Pace(deps.ratePerSecond);
    this.book = new SubscriptionBook(deps.db, deps.now, (err) => deps.log.error({ err }, 'could not record push outcomes'));
  }

  /** Queues an event; never waits and never throws. */
  enqueue(job: PushJob): void {
    if (this.closed) return;
    if (this.jobs.length >= this.deps.queue) {
      this.jobs.shift();
      this.deps.metrics.pushEventsDropped.inc();
      this.deps.log.warn({ queue: this.deps.queue }, 'push queue full: the oldest event is not pushed');
    }
    this.jobs.push(job);
    this.pump();
  }

  /** Stops taking events, forgets retries waiting, lets pushes in flight end and records their outcomes. */
  async close(): Promise<void> {
    this.closed = true;
    this.jobs.length = 0;
    for (const timer of this.retries) clearTimeout(timer);
    this.retries.clear();
    await this.slots.idle();
    await this.book.flush();
  }

  /** Resolves once nothing is queued, worked on, in flight or waiting to be tried again (tests, benchmarks). */
  async settled(): Promise<void> {
    while (this.jobs.length || this.lanes || this.retries.size || this.slots.busy) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.book.flush();
  }

  private pump(): void {
    this.deps.metrics.pushQueueLength.set(this.jobs.length);
    while (!this.closed && this.lanes < LANES && this.jobs.length) {
      const job = this.jobs.shift()!;
      this.lanes += 1;
      this.run(job)
        .catch((err: unknown) => this.deps.log.error({ err, category: job.category }, 'could not push an event'))
        .finally(() => {
          this.lanes -= 1;
          this.pump();
        });
    }
    this.deps.metrics.pushQueueLength.set(this.jobs.length);
  }

  /** Every device the event reaches, a page at a time: read, claim, start the claimed ones. */
  private async run(job: PushJob): Promise<void> {
    const now = this.deps.now();
    const groups = job.playerIds === null ? [null] : chunk(job.playerIds, PLAYERS_PER_READ);
    for (const playerIds of groups) {
      let after = 0;
      for (;;) {
        const page = await recipientsPage(this.deps.reader, { category: job.category, playerIds, now }, after, PAGE);
        const wanted = page.flatMap((to) => {
          const message = job.message(to.playerId);
          return message ? [{ to, key: message.key, text: payloadText(message.payload) }] : [];
        });
        const claimed = await claimDeliveries(this.deps.db, wanted.map((w) => ({ eventKey: w.key, subscriptionId: w.to.id })), now);
        const mine = new Set(claimed.map((c) => `${c.subscriptionId}:${c.eventKey}`));
        for (const w of wanted) {
          if (this.closed) return;
          if (mine.has(`${w.to.id}:${w.key}`)) await this.start(w.to, w.text, job.category, 1);
        }
        if (page.length < PAGE) break;
        after = page.at(-1)!.id;
      }
    }
  }

  /** Waits for a free slot (and the rate), then sends without waiting for the answer. */
  private async start(to: Recipient, text: string, category: PushCategory, attempt: number): Promise<void> {
    await this.slots.acquire();
    await this.pace.take();
    this.deps.metrics.pushInFlight.set(this.slots.busy);
    void this.attempt(to, text, category, attempt).finally(() => {
      this.slots.release();
      this.deps.metrics.pushInFlight.set(this.slots.busy);
    });
  }

  private async attempt(to: Recipient, text: string, category: PushCategory, attempt: number): Promise<void> {
    const count = (outcome: string) => this.deps.metrics.pushesSent.inc({ outcome });
    if (!endpointAllowed(to.endpoint, this.deps.allowlist)) return count('refused');
    const { ttl, urgency } = PUSH_DELIVERY[category];
    let answer: PushAnswer;
    try {
      answer = await this.deps.transport({ endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth }, text, ttl, urgency, authorization: this.deps.vapid.authorization(to.endpoint) });
    } catch {
      answer = { status: 0 };
    }
    if (answer.unencryptable) {
      this.deps.log.warn({ subscriptionId: to.id }, 'could not encrypt a push for this device');
      return count('rejected');
    }
    // No answer (refused, reset, timed out) is tried again like a 5xx.
    const { status, retryAfter } = answer;
    if (status >= 200 && status < 300) return (count('delivered'), this.book.delivered(to.id));
    if (status === 404 || status === 410) return (count('gone'), this.book.gone(to.id));
    if (status !== 0 && status !== 429 && status < 500) {
      this.deps.log.warn({ status, subscriptionId: to.id }, 'push refused by the push service');
      return count('rejected');
    }
    const wait = retryDelay(this.deps.retry, attempt, retryAfter, this.deps.now());
    if (wait === undefined || this.closed) return count('failed');
    count('retry');
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void this.start(to, text, category, attempt + 1);
    }, wait);
    this.retries.add(timer);
  }
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
