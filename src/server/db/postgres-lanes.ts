import { type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, type TransactionSettings } from 'kysely';
import net from 'node:net';
import postgres from 'postgres';

// Kysely's driver over postgres.js (docs/decisions/postgres-through-postgres-js.md). Each lane is a
// postgres.js client of one connection (`max: 1`), so a transaction owns its connection without
// `reserve()`, and the client's own `onclose` says when that connection died. Only postgres.js's
// public API is used: `unsafe` with its `prepare` option, `onclose`, `end`.

/**
 * The mark a statement's text starts with when it also commits its transaction: its `commit` is
 * sent right behind it, before its answer (pipelined), so the pair is one round trip. Written by
 * `writeTogether` (db/dialect.ts).
 */
export const THEN_COMMIT = '/* then commit */ ';

/** Statements worth preparing: postgres.js prepares them once per connection, then only binds them. */
const PREPARABLE = /^(\/\* then commit \*\/ )?\s*(select|insert|update|delete|with)\b/i;
/** A setting for the rest of the transaction, sent with its `begin` (`planAsKeyLookups`). */
const SET_LOCAL = /^set local [a-z_]+ = [a-z_]+$/;

export interface LanesOptions {
  /** libpq-style URL; several hosts and `target_session_attrs` allowed. */
  readonly url: string;
  readonly lanes: number;
  /** The schema to use (tests give each run its own). */
  readonly schema?: string | undefined;
  /** Seconds to wait for a connection to open. */
  readonly connectTimeoutSeconds?: number;
}

/** What the pool holds, for metrics (names as node-postgres had them). */
export interface PoolFigures {
  /** Lanes whose connection is open. */
  readonly totalCount: number;
  /** Of them, lanes no one holds. */
  readonly idleCount: number;
  /** Callers waiting for a lane. */
  readonly waitingCount: number;
}

type Sql = postgres.Sql<Record<string, never>>;
type Row = Record<string, unknown>;
type PgResult = postgres.RowList<Row[]>;

/** A connection of its own; at most one transaction at a time. */
class Lane implements DatabaseConnection {
  readonly sql: Sql;
  /** The connection is known to be open (a statement succeeded since it last closed). */
  open = false;
  /** What starts the transaction, not sent yet (`begin`, then any `set local`). */
  private held: string[] | undefined;
  /** Statements of the current transaction were sent on this connection. */
  private sentInTransaction = false;
  /** The transaction ended with its last statement (THEN_COMMIT), or with its connection. */
  private ended = false;
  /** Why the current transaction cannot go on: its connection closed under it. */
  private broken: Error | undefined;
  /** The transaction's `commit` was sent and not answered yet. */
  private committing = false;

  constructor(
    options: LanesOptions,
    private readonly count: () => void,
  ) {
    const { url, path } = unixSocket(options.url);
    const hosts = hostsOf(url);
    this.sql = postgres(url, {
      ...(path ? { path } : {}),
      ...(hosts.length > 1 ? { socket: hostsInTurn(hosts) } : {}),
      // libpq's `read-write` wants a server out of hot standby whose default is read-write;
      // postgres.js 3.4.9 checks only the latter, which a hot standby reports 'off', so it kept a
      // standby (tested: postgres-hosts.test.ts). `primary` checks the former, what a failover
      // changes.
      ...(/[?&]target_session_attrs=read-write(&|$)/.test(url) ? { target_session_attrs: 'primary' as const } : {}),
      max: 1,
      prepare: true,
      connect_timeout: options.connectTimeoutSeconds ?? 10,
      // Reconnect soon once the database is back: at most a second between tries (postgres.js's own
      // backoff reaches 20 s after a minute away).
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
      // BIGINT (int8) money and counts as JS numbers: every value we store is a safe integer.
      types: { bigint: { to: 20, from: [20], serialize: (value: unknown) => String(value), parse: (value: string) => Number(value) } },
      connection: { application_name: 'prediction-rounds', ...(options.schema ? { search_path: options.schema } : {}) },
      onnotice: () => undefined,
      onclose: () => this.closed(),
    }) as unknown as Sql;
  }

  private closed(): void {
    this.open = false;
    if (this.sentInTransaction && !this.ended) {
      // A commit already sent may have been applied (and, with a synchronous standby, be on the
      // standby a failover promotes): its outcome is unknown, and a retry with its Idempotency-Key
      // reads it. Before that, nothing of the transaction was committed.
      this.broken = new Error(
        this.committing
          ? 'the database connection closed while the transaction committed; whether it committed is unknown'
          : 'the database connection closed during the transaction; nothing of it was committed',
      );
    }
  }

  begin(settings: TransactionSettings): void {
    const mode = [settings.isolationLevel && `isolation level ${settings.isolationLevel}`, settings.accessMode].filter(Boolean).join(' ');
    this.held = [mode ? `start transaction ${mode}` : 'begin'];
    this.sentInTransaction = false;
    this.ended = false;
    this.broken = undefined;
    this.committing = false;
  }

  async commit(): Promise<void> {
    if (this.finish()) return;
    await this.send('commit', [], false);
  }

  async rollback(): Promise<void> {
    if (this.finish() || this.broken) return;
    await this.send('rollback', [], false);
  }

  /** True when the transaction needs no more messages: nothing was sent, or it ended already. */
  private finish(): boolean {
    const done = this.held !== undefined || this.ended;
    this.held = undefined;
    return done;
  }

  release(): void {
    this.held = undefined;
    this.sentInTransaction = false;
    this.ended = false;
    this.broken = undefined;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const text = query.sql;
    const values = query.parameters as unknown[];
    if (this.held && SET_LOCAL.test(text) && !values.length) {
      this.held.push(text);
      return { rows: [] };
    }
    if (this.ended) throw new Error('a statement after the one that committed its transaction');
    const commits = text.startsWith(THEN_COMMIT) && (this.held !== undefined || this.sentInTransaction);
    const result = await this.send(text, values, PREPARABLE.test(text), commits);
    const command = result.command?.toLowerCase();
    const rows = result as unknown as R[];
    return ['insert', 'update', 'delete', 'merge'].includes(command ?? '') ? { rows: [...rows], numAffectedRows: BigInt(result.count ?? 0) } : { rows: [...rows] };
  }

  /**
   * Sends what the transaction held, the statement, and with `commits` a `commit` right behind it,
   * all before the first answer comes (postgres.js writes them together): one round trip.
   */
  private async send(text: string, values: unknown[], prepare: boolean, commits = false): Promise<PgResult> {
    if (this.broken) throw this.broken;
    const start = this.held?.splice(0);
    const inTransaction = this.held !== undefined || this.sentInTransaction;
    this.held = undefined;
    if (inTransaction) this.sentInTransaction = true;
    // Each is its own query (a statement per message): a failure names its own statement, and one
    // after a failure in a transaction fails too ("current transaction is aborted"); a `commit`
    // after a failure answers ROLLBACK, so nothing of the transaction is kept.
    const before = (start ?? []).map((statement) => this.query(statement, [], false));
    const main = this.query(text, values, prepare);
    const end = commits ? this.query('commit', [], false) : undefined;
    this.count();
    this.committing = commits || text === 'commit';
    const settled = await Promise.allSettled([...before, main, ...(end ? [end] : [])]);
    this.committing = false;
    if (commits) this.ended = true;
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw this.broken ?? failed.reason;
    this.open = true;
    if (end && (settled.at(-1) as PromiseFulfilledResult<PgResult>).value.command !== 'COMMIT') throw new Error('the transaction did not commit');
    return (settled[before.length] as PromiseFulfilledResult<PgResult>).value;
  }

  private query(text: string, values: unknown[], prepare: boolean): Promise<PgResult> {
    const query = this.sql.unsafe<Row[]>(text, values as postgres.ParameterOrJSON<never>[], { prepare });
    query.execute();
    return query as unknown as Promise<PgResult>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used by this application');
  }
}

/**
 * libpq's way of naming a Unix socket, `?host=/run/postgresql` (docs/operations.md), as postgres.js's
 * `path` (the socket file in that folder); any other URL as it is.
 */
export function unixSocket(url: string): { url: string; path?: string } {
  const at = url.indexOf('?');
  const params = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const folder = params.get('host');
  if (!folder?.startsWith('/')) return { url };
  params.delete('host');
  const base = url.slice(0, at);
  const port = new URL(base).port || params.get('port') || '5432';
  const rest = params.toString();
  return { url: rest ? `${base}?${rest}` : base, path: `${folder}/.s.PGSQL.${port}` };
}

/** The hosts a URL names (`h1:5432,h2:5433`), in order. */
export function hostsOf(url: string): { host: string; port: number }[] {
  const authority = url.slice(url.indexOf('://') + 3).split(/[?/]/)[0]!;
  return authority
    .slice(authority.lastIndexOf('@') + 1)
    .split(',')
    .filter(Boolean)
    .map((hostPort) => {
      const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(decodeURIComponent(hostPort));
      return { host: (match?.[1] ?? hostPort).replace(/^\[|\]$/g, ''), port: Number(match?.[2] ?? 5432) };
    });
}

/** The shortest time between two rounds of the hosts when none took a connection. */
const HOST_ROUND_MS = 500;

/**
 * postgres.js's `socket` option for a URL of several hosts: the next host in turn, and a new round of
 * them at most every HOST_ROUND_MS. postgres.js itself retries host after host without its back-off
 * while none takes the connection (every host down, or the standby not yet promoted): a connection
 * attempt a few milliseconds apart, on every lane, for as long as it lasts. It still asks each
 * server whether it takes writes (`target_session_attrs`) and moves to the next when not. The socket
 * is returned connecting: its 'error' and 'close' drive postgres.js's next try.
 */
function hostsInTurn(hosts: { host: string; port: number }[]): () => Promise<net.Socket> {
  let next = 0;
  let roundStarted = 0;
  return async () => {
    if (next % hosts.length === 0) {
      const wait = roundStarted + HOST_ROUND_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      roundStarted = Date.now();
    }
    const { host, port } = hosts[next++ % hosts.length]!;
    return net.connect(port, host);
  };
}

/** Kysely's `Driver` over lanes of postgres.js. */
export class LanesDriver implements Driver {
  private readonly lanes: Lane[];
  private readonly free: Lane[];
  private readonly waiting: ((lane: Lane) => void)[] = [];
  private sent = 0;

  constructor(options: LanesOptions) {
    this.lanes = Array.from({ length: options.lanes }, () => new Lane(options, () => (this.sent += 1)));
    this.free = [...this.lanes];
  }

  /** Times the application waited for PostgreSQL's answer (messages sent together count once). */
  roundTrips(): number {
    return this.sent;
  }

  figures(): PoolFigures {
    return {
      totalCount: this.lanes.filter((lane) => lane.open).length,
      idleCount: this.free.filter((lane) => lane.open).length,
      waitingCount: this.waiting.length,
    };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // The most recently used lane first: its connection is open and its statements prepared.
    return this.free.pop() ?? new Promise<Lane>((resolve) => this.waiting.push(resolve));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    (connection as Lane).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Lane).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Lane).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lane = connection as Lane;
    lane.release();
    const next = this.waiting.shift();
    if (next) next(lane);
    else this.free.push(lane);
  }

  async destroy(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.sql.end({ timeout: 5 })));
  }
}
