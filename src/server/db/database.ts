import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, type DatabaseConnection, Kysely, type PluginTransformQueryArgs, PostgresDialect, PostgresQueryCompiler, type RootOperationNode, SqliteDialect, SqliteDriver, SqliteQueryCompiler, type Transaction } from 'kysely';
import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';
import { type AvailabilityOptions, DatabaseAvailability, guardedDialect } from './availability.js';
import { startCheckpointer } from './checkpointer.js';
import { roomToWrite } from './disk-space.js';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
/** A connection or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  readonly schema?: string;
  /** The raw SQLite connection under Kysely, for its pragmas (tests read them); queries go through `db`. */
  readonly sqlite?: SQLite.Database;
  /**
   * Where reads that need no transaction may go (authentication on every request): on a SQLite file a
   * second, read-only connection, which sees committed data only and never waits behind the writer;
   * else `db` itself.
   */
  readonly reader: Kysely<Database>;
  /** PostgreSQL: the messages sent to it so far, each a round trip (tests and benchmarks count them). */
  readonly roundTrips?: () => number;
  /** PostgreSQL's connection pool, for its figures (metrics); SQLite has none. */
  readonly pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** Whether the database answers now (issue 48): /ready reads it; queries tell it of their failures. */
  readonly availability: DatabaseAvailability;
  /** Closes every connection. */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; SQLite when absent. */
  readonly url?: string | undefined;
  /** SQLite file path, or ':memory:'. */
  readonly sqliteFile?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  readonly pgSchema?: string;
  readonly pgPoolSize?: number;
  /** PostgreSQL: the longest wait for a pooled connection, and for a statement's answer (ms). */
  readonly pgAcquireTimeoutMs?: number;
  readonly pgStatementTimeoutMs?: number;
}

/**
 * A request that needs PostgreSQL is answered within 5 s while it does not answer (issue 48): a
 * connection is waited for 2 s at most, a statement's answer 2 s at most (the bet path's
 * statements take milliseconds: p99 77 ms at 100 connections). Past a statement's deadline the
 * database is taken as away and every query fails at once (503) until a probe, every 500 ms, gets
 * an answer. 2 s, not 4: nginx hands a 503 to a second instance (`proxy_next_upstream`, cut at
 * 3 s by `proxy_next_upstream_timeout`), whose first wait also runs out before it knows. The
 * round engine and the jobs wait 30 s (a large round's settlement).
 */
export const PG_ACQUIRE_TIMEOUT_MS = 2_000;
export const PG_STATEMENT_TIMEOUT_MS = 2_000;
const PG_BACKGROUND_STATEMENT_TIMEOUT_MS = 30_000;
const PROBE_EVERY_MS = 500;

/**
 * camelCase in TypeScript, snake_case in SQL. Kysely's CamelCasePlugin renames the identifiers by
 * copying every query's whole tree before it is compiled (Kysely's work for a bet batch of 16: 1.64
 * ms with that copy, 1.02 ms without); here the compilers write each identifier snake_cased as they
 * write it, and the plugin only maps the rows' keys back (`transformResult`). The same names come
 * out (db/__tests__/names.test.ts): every identifier a compiler writes goes through
 * `sanitizeIdentifier`, and the plugin renamed identifiers only. So `withoutPlugins()` keeps the
 * SQL's names as they are and only leaves the rows' keys unmapped.
 */
class RowKeysCamelCase extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** A name as SQL writes it (memoized by the plugin). */
  sqlName(name: string): string {
    return this.snakeCase(name);
  }
}
const camelCase = new RowKeysCamelCase();

class SnakeCasePostgresCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(camelCase.sqlName(identifier));
  }
}

class SnakeCaseSqliteCompiler extends SqliteQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(camelCase.sqlName(identifier));
  }
}

class AppPostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new SnakeCasePostgresCompiler();
  }
}

/**
 * SQLite rolls a transaction back by itself on a full disk or an I/O error (SQLITE_FULL,
 * SQLITE_IOERR): Kysely's `rollback` then fails ("no transaction is active") and hides the error
 * that says why. And whatever failed, the one connection is never handed on with a transaction
 * still open: a later `begin` would fail ("cannot start a transaction within a transaction") until
 * a restart.
 */
class AppSqliteDriver extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }

  override async releaseConnection(): Promise<void> {
    if (this.sqlite.open && this.sqlite.inTransaction) {
      try {
        this.sqlite.prepare('rollback').run();
      } catch {
        // Rolled back by SQLite itself between the check and now.
      }
    }
    return super.releaseConnection();
  }
}

class AppSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver() {
    return new AppSqliteDriver(this.sqlite);
  }

  override createQueryCompiler() {
    return new SnakeCaseSqliteCompiler();
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.pgPoolSize ?? 20,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
      // BIGINT (int8) money and counts as JS numbers: every value we store is a safe integer.
      types: {
        getTypeParser: (oid: number, format?: 'text' | 'binary') =>
          oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
      },
    });
    // A pooled connection that dies while idle (a restart, pg_terminate_backend, a failover,
    // idle_session_timeout) is dropped by the pool and replaced when next needed: without a
    // listener Node would exit. The next query finds out whether the database itself is away.
    pool.on('error', () => undefined);
    const roundTrips = prepareFrequentStatements(pool);
    const availability = new DatabaseAvailability({
      acquireMs: options.pgAcquireTimeoutMs ?? PG_ACQUIRE_TIMEOUT_MS,
      statementMs: options.pgStatementTimeoutMs ?? PG_STATEMENT_TIMEOUT_MS,
      backgroundStatementMs: PG_BACKGROUND_STATEMENT_TIMEOUT_MS,
      failFast: true,
      probeEveryMs: PROBE_EVERY_MS,
    });
    const db = new Kysely<Database>({ dialect: guardedDialect(new AppPostgresDialect({ pool }), availability), plugins: [camelCase] });
    return { dialect: 'postgres', ...(options.pgSchema ? { schema: options.pgSchema } : {}), db, reader: db, pool, roundTrips, availability, close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  const sqlite = withStatementCache(new SQLite(file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite answers at once or not at all (its calls are synchronous): no deadlines, no failing fast
  // (reads go on while the disk is full); away after a full disk or an I/O error until there is
  // room to write again in its folder.
  const sqliteAvailability: AvailabilityOptions = { acquireMs: 0, statementMs: 0, failFast: false, probeEveryMs: PROBE_EVERY_MS };
  const availability = new DatabaseAvailability(file === ':memory:' ? sqliteAvailability : { ...sqliteAvailability, canWrite: () => roomToWrite(path.dirname(file)) });
  const db = new Kysely<Database>({ dialect: guardedDialect(new AppSqliteDialect(sqlite), availability), plugins: [camelCase] });
  const readOnly = file === ':memory:' ? undefined : withStatementCache(new SQLite(file, { readonly: true }));
  readOnly?.pragma('busy_timeout = 5000');
  const reader = readOnly ? new Kysely<Database>({ dialect: new AppSqliteDialect(readOnly), plugins: [camelCase] }) : db;
  // Checkpoints in a worker thread; the connection's own automatic checkpoint stays as a backstop
  // (SERVING_CHECKPOINT_PAGES).
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(file, 1000, (message) => console.error(`sqlite checkpoint: ${message}`));
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${SERVING_CHECKPOINT_PAGES}`);
  return {
    dialect: 'sqlite',
    sqlite,
    db,
    reader,
    availability,
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
      if (reader !== db) await reader.destroy();
    },
  };
}

/**
 * WAL pages past which the serving connection checkpoints by itself, on the event loop, when the
 * worker's checkpoints (db/checkpointer.ts) have not let the WAL start over: about 400 MB at 4 KB a
 * page. Under a steady stream of commits they never do (a passive checkpoint cannot finish before
 * the next commit adds frames), so this backstop is what restarts the WAL, and each time it stalls
 * every request for 60-135 ms (longer as the database grows). At 20,000 pages it did so every 4-5 s
 * of a full bet load, and bets' p99 climbed from 37 to 109 ms over six 10 s loads; at 100,000, every
 * 20 s or so, 31-51 ms (docs/decisions/sqlite-wal-checkpoints.md). The WAL file keeps its largest
 * size on disk.
 */
export const SERVING_CHECKPOINT_PAGES = 100_000;

/** Runs of a statement's text before it is prepared, and prepared statements a connection keeps at most. */
const PREPARE_AFTER_RUNS = 3;
const PREPARED_PER_CONNECTION = 300;

/**
 * The mark a statement's text starts with when it also commits its transaction: on PostgreSQL the
 * commit goes in the same message (`prepareFrequentStatements`). Written by `writeTogether`.
 */
export const THEN_COMMIT = '/* then commit */ ';

type QueryFn = (...args: unknown[]) => unknown;
/** What Kysely reads of a result (`command`, `rowCount`, `rows`) for a statement not sent. */
const NOTHING = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };
/** The statements a transaction starts and ends with, as Kysely sends them. */
const BEGIN = 'begin';
const END = /^(commit|rollback)$/;
/** A setting for the rest of the transaction, held with its `begin` (`planAsKeyLookups`). */
const SET_LOCAL = /^set local [a-z_]+ = [a-z_]+$/;

/**
 * PostgreSQL parses and plans an unnamed statement every time it runs, which costs more than
 * running the small statements of the bet path. A statement run often (the same text: the hot
 * paths write their lists as arrays, so their text does not depend on a batch's size) is prepared
 * once per connection under a name derived from its text, and then only bound and executed.
 * Transaction control and DDL stay unnamed; a connection keeps a bounded number.
 *
 * And a transaction's `begin` and `commit` need not be round trips of their own: `begin` (and any
 * `set local` right after it) is held until the transaction's first statement and sent with it, and
 * a statement marked `THEN_COMMIT` (dialect.ts, `writeTogether`) carries the commit; Kysely's own
 * `commit` then has nothing left to do. A round trip costs both sides system calls and a wake-up: on a batch of bets, about as much
 * as Kysely's building of its statements (docs/decisions/batch-statements-sent-together.md).
 */
function prepareFrequentStatements(pool: pg.Pool): () => number {
  let sent = 0;
  // Per text: its runs so far, and its name once it has one (hashed once, not at every run: the
  // batches' texts are kilobytes long).
  const texts = new Map<string, { runs: number; name?: string }>();
  pool.on('connect', (client) => {
    let prepared = 0;
    /** What starts a transaction, not sent yet (`begin`, then any `set local`); a transaction already committed by its last statement. */
    let held: string[] | undefined;
    let committed = false;
    const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements;
    const original = client.query.bind(client) as QueryFn;
    const query: QueryFn = (...args) => {
      sent += 1;
      return original(...args);
    };
    /** A statement's name, when it is run often enough to be prepared on this connection. */
    const nameOf = (text: string): string | undefined => {
      let seen = texts.get(text);
      if (!seen) {
        if (texts.size >= 10_000) texts.clear();
        seen = { runs: 0 };
        texts.set(text, seen);
      }
      seen.runs += 1;
      const name = (seen.name ??= `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
      if (parsed[name] !== undefined) return name;
      if (seen.runs < PREPARE_AFTER_RUNS || prepared >= PREPARED_PER_CONNECTION) return undefined;
      prepared += 1;
      return name;
    };
    (client as unknown as { query: QueryFn }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      // Only Kysely's promise-form queries (text and parameters, no callback) are looked at; any
      // other (a cursor) goes as it is, after what was held (the driver sends in order).
      if (typeof text !== 'string' || !Array.isArray(values) || rest.length) {
        if (held) (query(held.splice(0).join('; ')) as Promise<unknown>).catch(() => undefined);
        held = undefined;
        return query(text, values, ...rest);
      }
      if (text === BEGIN && !values.length && !held && !committed) {
        held = [BEGIN];
        return Promise.resolve(NOTHING);
      }
      if (held && SET_LOCAL.test(text) && !values.length) {
        held.push(text);
        return Promise.resolve({ ...NOTHING, command: 'SET' });
      }
      if (END.test(text) && (held || committed)) {
        // Nothing was sent since the transaction began (a `set local` alone changes nothing), or
        // its last statement committed it.
        held = undefined;
        committed = false;
        return Promise.resolve({ ...NOTHING, command: text.toUpperCase() });
      }
      if (committed) return Promise.reject(new Error('a statement after the one that committed its transaction'));
      const start = held;
      held = undefined;
      const ends = text.startsWith(THEN_COMMIT);
      const name = /^(\/\* then commit \*\/ )?\s*(select|insert|update|delete|with)\b/i.test(text) ? nameOf(text) : undefined;
      const literals = name !== undefined && parsed[name] !== undefined && (start || ends) ? literalsOf(values) : undefined;
      if (literals !== undefined) {
        // Prepared on this connection already: one message of the simple protocol, whose `execute`
        // uses the statement's plan as the extended protocol would; its values written as
        // literals, quoted by the driver's own functions.
        const statements = [...(start ?? []), `execute ${name}${literals.length ? `(${literals.join(', ')})` : ''}`, ...(ends ? ['commit'] : [])];
        return (query(statements.join('; ')) as Promise<pg.QueryResult[]>).then((results) => {
          committed = ends;
          return results[start?.length ?? 0];
        });
      }
      const run = () => query(name === undefined ? text : { name, text, values }, ...(name === undefined ? [values] : []));
      return start ? (query(start.join('; ')) as Promise<unknown>).then(run) : run();
    };
  });
  return () => sent;
}

/**
 * Parameters as SQL literals, written as the driver would send them; undefined when one cannot be
 * (bytes), so the statement goes with the extended protocol.
 */
function literalsOf(values: readonly unknown[]): string[] | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const prepared = pgUtils.prepareValue(value);
    if (prepared === null || prepared === undefined) literals.push('null');
    else if (typeof prepared === 'string') literals.push(pgUtils.escapeLiteral(prepared));
    else return undefined;
  }
  return literals;
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small one. The same SQL text
 * gets the same prepared statement back (SQLite statements are reusable once a run has finished,
 * and Kysely runs them to completion one at a time on its single connection).
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}

/** The database the configuration names: PostgreSQL at `databaseUrl`, else SQLite in the data folder. */
export function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  return openDatabase({ url: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.sqlite') });
}
