import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import { isDatabaseUnavailable } from '../lib/db-errors.js';
import { within } from '../lib/deadline.js';

/** Thrown without asking the database while it is known to be away: the request is answered 503 at once. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`the database is unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Marks work no request waits for (the round engine's ticks, the jobs): its statements get `backgroundStatementMs`. */
const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: a settlement of a large round may take longer than a request's
 * statement may, and must not be cut short again and again; a silent server still ends its wait.
 */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

export interface AvailabilityOptions {
  /** Longest wait for a pooled connection (PostgreSQL); 0: none. A pool only busy (no deadline of a statement passed) does not make the database away. */
  readonly acquireMs: number;
  /** Longest wait for one statement's answer in a request (PostgreSQL; SQLite's are synchronous); 0: none. */
  readonly statementMs: number;
  /** The wait for a connection and for a statement in background work (`inBackground`). */
  readonly backgroundStatementMs?: number;
  /** While away, refuse at once instead of queueing on the pool (PostgreSQL: a silent server must not pile requests up). */
  readonly failFast: boolean;
  /** How often an away database is asked again. */
  readonly probeEveryMs: number;
  /** Whether the database can write again (SQLite: room on the disk); the probe's `select 1` runs after it. */
  readonly canWrite?: () => Promise<void>;
}

/**
 * Whether this instance's database answers (issue 48): set away by the first query that fails
 * because of the database (`isDatabaseUnavailable`: a connection refused or cut, a deadline passed,
 * a full disk), and back once a probe (a `select 1` on a pooled connection, after `canWrite`)
 * answers, asked at once and then every `probeEveryMs`, one probe at a time. /ready reads it; on
 * PostgreSQL every query asked while it is away fails at once (`DatabaseUnavailableError`).
 */
export class DatabaseAvailability {
  private away: { since: number; error: unknown } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private stopped = false;
  /** Set by the guarded driver once Kysely made it: how a probe asks the database. */
  probe: (() => Promise<void>) | undefined;
  /** While set (migrations at start, on a machine that may be slow to connect), nothing has a deadline. */
  deadlinesOff = false;
  /** Told when the database goes away and when it is back (the app logs it). */
  onChange: ((available: boolean, error?: unknown) => void) | undefined;

  constructor(readonly options: AvailabilityOptions) {}

  get available(): boolean {
    return this.away === undefined;
  }

  /** Since when it is away (ms since the epoch), and why. */
  get outage(): { readonly since: number; readonly error: unknown } | undefined {
    return this.away;
  }

  /** Looks at a query's failure: one that says the database is away starts the probes. */
  failed(error: unknown): void {
    if (this.stopped || !isDatabaseUnavailable(error) || error instanceof DatabaseUnavailableError) return;
    if (!this.away) {
      this.away = { since: Date.now(), error };
      this.onChange?.(false, error);
    }
    this.scheduleProbe(0);
  }

  /** Throws at once while away, when failing fast. */
  check(): void {
    if (this.away && this.options.failFast) throw new DatabaseUnavailableError(String((this.away.error as Error)?.message ?? this.away.error));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private scheduleProbe(ms: number): void {
    if (this.probing || this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.runProbe();
    }, ms);
    this.timer.unref();
  }

  private async runProbe(): Promise<void> {
    if (!this.away || this.stopped) return;
    this.probing = true;
    try {
      await this.options.canWrite?.();
      await this.probe?.();
      this.away = undefined;
      this.onChange?.(true);
    } catch {
      // Still away: asked again later.
    } finally {
      this.probing = false;
    }
    if (this.away) this.scheduleProbe(this.options.probeEveryMs);
  }
}

/**
 * A Kysely dialect whose driver (any: node-postgres', postgres.js', SQLite's) keeps to the
 * availability's deadlines and tells it of every failure. A connection with a statement still
 * unanswered past its deadline goes back to its pool only once that statement is answered (a
 * server that resumes answers it; a dead connection fails it), so that no later query queues
 * behind it.
 */
export function guardedDialect(dialect: Dialect, availability: DatabaseAvailability): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = new GuardedDriver(dialect.createDriver(), availability);
      availability.probe = () => driver.probe();
      return driver;
    },
  };
}

class GuardedConnection implements DatabaseConnection {
  /** Statements past their deadline, not answered yet. */
  readonly late = new Set<Promise<unknown>>();

  constructor(
    readonly inner: DatabaseConnection,
    private readonly availability: DatabaseAvailability,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.guard(this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }

  async guard<T>(work: Promise<T>): Promise<T> {
    const { options } = this.availability;
    const ms = this.availability.deadlinesOff ? 0 : background.getStore() ? (options.backgroundStatementMs ?? options.statementMs) : options.statementMs;
    try {
      return await (ms > 0 ? within(work, ms, 'the database') : work);
    } catch (error) {
      if ((error as Error).name === 'DeadlineError') {
        const settled = work.then(
          () => undefined,
          () => undefined,
        );
        this.late.add(settled);
        void settled.then(() => this.late.delete(settled));
      }
      this.availability.failed(error);
      throw error;
    }
  }
}

class GuardedDriver implements Driver {
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly availability: DatabaseAvailability,
  ) {
    for (const name of ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const) {
      const method = inner[name]?.bind(inner);
      if (method) this[name] = (connection, savepoint, compile) => (connection as GuardedConnection).guard(method((connection as GuardedConnection).inner, savepoint, compile));
    }
  }

  async init(): Promise<void> {
    await this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.availability.check();
    return this.acquire();
  }

  private async acquire(): Promise<GuardedConnection> {
    const { options } = this.availability;
    const ms = this.availability.deadlinesOff ? 0 : background.getStore() ? (options.backgroundStatementMs ?? options.acquireMs) : options.acquireMs;
    const pending = this.inner.acquireConnection();
    try {
      return new GuardedConnection(await (ms > 0 ? within(pending, ms, 'a database connection') : pending), this.availability);
    } catch (error) {
      // A connection handed out after its wait was given up goes straight back. A pool only busy
      // answers this request 503 without making the database away (statements' deadlines do).
      if ((error as Error).name === 'DeadlineError') {
        void pending.then((c) => this.inner.releaseConnection(c)).catch(() => undefined);
        if (this.availability.available) throw error;
      }
      this.availability.failed(error);
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as GuardedConnection;
    return c.guard(this.inner.beginTransaction(c.inner, settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as GuardedConnection;
    return c.guard(this.inner.commitTransaction(c.inner));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as GuardedConnection;
    return c.guard(this.inner.rollbackTransaction(c.inner));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as GuardedConnection;
    if (!c.late.size) return this.inner.releaseConnection(c.inner);
    void Promise.all(c.late).then(() => this.inner.releaseConnection(c.inner)).catch(() => undefined);
  }

  destroy(): Promise<void> {
    this.availability.stop();
    return this.inner.destroy();
  }

  /** One `select 1` on a pooled connection, within the deadlines (fails fast never applies to it). */
  async probe(): Promise<void> {
    const connection = await this.acquire();
    try {
      await connection.executeQuery(CompiledQuery.raw('select 1'));
    } finally {
      await this.releaseConnection(connection);
    }
  }
}
