import type { Db } from '../../db/database.js';
import { deleteSubscriptions, markDelivered } from './push.repository.js';

/** Outcomes gathered before they are written: a broadcast to 10,000 devices is a few statements, not 10,000. */
const FLUSH_AT = 500;
const FLUSH_AFTER_MS = 1000;

/**
 * What push services said of devices, written in batches: when a push was last accepted
 * (`last_success_at`), and the devices they no longer know (404, 410), removed.
 */
export class SubscriptionBook {
  private accepted: number[] = [];
  private goneIds: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  delivered(id: number): void {
    this.accepted.push(id);
    this.later();
  }

  gone(id: number): void {
    this.goneIds.push(id);
    this.later();
  }

  /** Writes what is gathered (in order with the writes before). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const accepted = this.accepted.splice(0);
    const gone = this.goneIds.splice(0);
    if (!accepted.length && !gone.length) return this.writing;
    this.writing = this.writing
      .then(async () => {
        await markDelivered(this.db, accepted, this.now());
        await deleteSubscriptions(this.db, gone);
      })
      .catch(this.onError);
    return this.writing;
  }

  private later(): void {
    if (this.accepted.length + this.goneIds.length >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }
}
