import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isDatabaseUnavailable, isTransient, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { type Ledger, SYSTEM_SHARDS } from '../ledger/index.js';
import { type BetOutcome, type PlaceBet, type PlacedBet, type SessionGate, writeBets } from './bets.batch.js';

/** Writes one batch in one transaction, its system side on `shard` (`writeBets`; tests give another). */
export type BatchWriter = (bets: readonly PlaceBet[], shard: number) => Promise<BetOutcome[]>;

/** The writer of a database: `writeBets` in a transaction of its own. */
export function batchWriter(db: Db, ledger: Ledger, sessions: SessionGate): BatchWriter {
  return (bets, shard) => db.transaction().execute((trx) => writeBets(trx, { ledger, sessions }, bets, shard));
}

export type { PlaceBet, PlacedBet, SessionGate } from './bets.batch.js';

interface BetJob {
  readonly bet: PlaceBet;
  /** When it was queued (performance.now(), ms): a bet's latency is from here to its answer. */
  readonly queuedAt: number;
  readonly resolve: (placed: PlacedBet) => void;
  readonly reject: (error: unknown) => void;
}

export interface BetStoreOptions {
  /** Batches written at once: 1 on SQLite (one writer), a few on PostgreSQL (round trips overlap). */
  readonly concurrency: number;
  /** Bets in one batch at most (SQLite's and PostgreSQL's statement sizes stay small). */
  readonly maxBatch: number;
  /** How long a batch gathers bets before it is written, at most: 0 is one turn of the event loop. */
  readonly windowMs: number;
  /** Bets that end the wait at once: a batch this full is written without waiting the window out. */
  readonly fillTo: number;
}

/**
 * How bets are batched on each database (measured: docs/decisions/bets-written-in-batches.md).
 * SQLite: one writer, a batch each turn of the event loop. PostgreSQL: a batch costs two round trips whatever
 * its size, so it gathers bets for up to 3 ms (or until 48 wait), and a second runs beside it only
 * when 48 more wait (one instance under a heavy load overlaps the round trips of two full batches;
 * several instances, each with a share of it, write one larger batch at a time). 48 rather than 32:
 * one instance under 100 connections writes 47 bets a batch instead of 33, and PostgreSQL's CPU a bet
 * fell from 146-150 to 125-126 µs in two interleaved pairs (same record).
 */
export const BET_BATCHES: Readonly<Record<'sqlite' | 'postgres', BetStoreOptions>> = {
  sqlite: { concurrency: 1, maxBatch: 500, windowMs: 0, fillTo: 500 },
  postgres: { concurrency: 2, maxBatch: 500, windowMs: 3, fillTo: 48 },
};

/** Attempts of a batch that meets a deadlock, a serialization failure or a concurrent retry of a key. */
const ATTEMPTS = 5;

/**
 * Where bets are written, on both databases: the bets that arrive while the store is busy (at least
 * one turn of the event loop) are decided and written as one batch, in one transaction
 * (`writeBets`), so a commit and its round trips are paid once per batch, not once per bet; every
 * caller gets its own answer after that commit. A refusal concerns its bet only (decided before any
 * write). A batch that fails at the database is retried when the failure was transient, failed
 * whole when the database is away (503), and otherwise split in halves until the bet that fails
 * is alone: innocent bets are never refused.
 */
export class BetStore {
  /** What the store did so far (for metrics and tests): batches written, their bets, splits after a failure, transient retries. */
  readonly stats = { batches: 0, bets: 0, largestBatch: 0, splits: 0, retries: 0 };
  private queue: BetJob[] = [];
  private running = 0;
  /** Players with a bet in a batch being written: their next bets wait for the next batch. */
  private readonly busy = new Set<number>();
  private scheduled = false;
  private timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  /** Each batch credits one HOUSE shard, in turn from a random start: instances rarely pick the same one at once. */
  private shard = randomInt(SYSTEM_SHARDS);

  constructor(
    private readonly writeBatch: BatchWriter,
    private readonly options: BetStoreOptions,
    /** Where accepted and refused bets, latencies and batch sizes are counted (absent in unit tests). */
    private readonly metrics?: Metrics,
  ) {}

  place(bet: PlaceBet): Promise<PlacedBet> {
    return new Promise((resolve, reject) => {
      this.queue.push({ bet, queuedAt: performance.now(), resolve, reject });
      // A batch this full need not wait its window out.
      if (this.scheduled && this.queue.length >= this.options.fillTo) this.startNow();
      else this.schedule();
    });
  }

  /** Starts what may start: at once when the batch is full (or no window is set), else after the window. */
  private schedule(): void {
    if (this.scheduled || this.running >= this.options.concurrency || !this.queue.length || this.waitsForRunning()) return;
    this.scheduled = true;
    const full = this.queue.length >= this.options.fillTo || this.options.windowMs === 0;
    this.timer = full ? setImmediate(() => this.startNow()) : setTimeout(() => this.startNow(), this.options.windowMs);
  }

  private startNow(): void {
    clearTimeout(this.timer as NodeJS.Timeout);
    clearImmediate(this.timer as NodeJS.Immediate);
    this.scheduled = false;
    while (this.running < this.options.concurrency && !this.waitsForRunning()) {
      const batch = this.nextBatch();
      if (!batch.length) return;
      const players = new Set(batch.map((job) => job.bet.playerId));
      for (const id of players) this.busy.add(id);
      this.running += 1;
      void this.run(batch).finally(() => {
        for (const id of players) this.busy.delete(id);
        this.running -= 1;
        this.schedule();
      });
    }
  }

  /**
   * Whether the bets waiting join the next batch rather than start one beside the batch being
   * written: a second batch starts only when a full one waits (`fillTo`). A batch costs its round
   * trips and statements whatever its size, so a few bets are cheaper added to the next one; with
   * several instances, each sees a share of the load, and batches beside each other would all be
   * small (bench/cluster.mjs, section 2: three instances wrote 12 bets a batch, and used a third
   * more CPU a bet than one instance).
   */
  private waitsForRunning(): boolean {
    return this.running > 0 && this.queue.length < this.options.fillTo;
  }

  /**
   * The next batch: the bets in arrival order of players with no bet being written. So batches
   * written side by side never touch one player (none waits for another's row locks), and a
   * player's bets are decided in the order they came.
   */
  private nextBatch(): BetJob[] {
    const batch: BetJob[] = [];
    const rest: BetJob[] = [];
    for (const job of this.queue) {
      if (batch.length < this.options.maxBatch && !this.busy.has(job.bet.playerId)) batch.push(job);
      else rest.push(job);
    }
    this.queue = rest;
    return batch;
  }

  private async run(batch: readonly BetJob[]): Promise<void> {
    let outcomes: BetOutcome[];
    try {
      outcomes = await this.write(batch.map((job) => job.bet));
    } catch (error) {
      // The database away, silent or full fails every bet alike: all are answered at once (503),
      // not split and tried again half by half, each half waiting its deadline out.
      if (isDatabaseUnavailable(error)) return batch.forEach((job) => this.answer(job, { error }));
      if (batch.length === 1) return this.answer(batch[0]!, { error });
      this.stats.splits += 1;
      const half = Math.ceil(batch.length / 2);
      await this.run(batch.slice(0, half));
      return this.run(batch.slice(half));
    }
    outcomes.forEach((outcome, i) => this.answer(batch[i]!, 'placed' in outcome ? outcome : { error: outcome.refusal }));
  }

  /** Answers one bet, and counts it: accepted (a replayed answer is not a new bet), or refused by its code. */
  private answer(job: BetJob, outcome: { readonly placed: PlacedBet } | { readonly error: unknown }): void {
    this.metrics?.betDuration.observe((performance.now() - job.queuedAt) / 1000);
    if ('placed' in outcome) {
      if (!outcome.placed.answer.replayed) this.metrics?.betsAccepted.inc({ zone: job.bet.round.zone });
      return job.resolve(outcome.placed);
    }
    this.metrics?.betsRefused.inc({ code: (outcome.error instanceof AppError && outcome.error.code) || 'ERROR' });
    job.reject(outcome.error);
  }

  private async write(bets: readonly PlaceBet[]): Promise<BetOutcome[]> {
    this.shard = (this.shard + 1) % SYSTEM_SHARDS;
    const shard = this.shard;
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await this.writeBatch(bets, shard);
        this.stats.batches += 1;
        this.stats.bets += bets.length;
        this.stats.largestBatch = Math.max(this.stats.largestBatch, bets.length);
        this.metrics?.betBatchSize.observe(bets.length);
        return outcomes;
      } catch (error) {
        // A deadlock or a serialization failure passes when run again; so does a key that a
        // concurrent retry kept first (the next attempt reads its answer).
        if (attempt >= ATTEMPTS || !(isTransient(error) || isUniqueViolation(error))) throw error;
        this.stats.retries += 1;
        await new Promise((resolve) => setTimeout(resolve, randomInt(1, 5 * attempt)));
      }
    }
  }
}
