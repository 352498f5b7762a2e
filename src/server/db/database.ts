import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  type DatabaseIntrospector,
  type Dialect as KyselyDialect,
  type DialectAdapter,
  type Driver,
  Kysely,
  type PluginTransformQueryArgs,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RootOperationNode,
  SqliteDialect,
  SqliteQueryCompiler,
  type Transaction,
} from 'kysely';
import { startCheckpointer } from './checkpointer.js';
import { LanesDriver, type PoolFigures } from './postgres-lanes.js';
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
  /** PostgreSQL: the times the app waited for its answer so far (messages sent together count once; tests and benchmarks count them). */
  readonly roundTrips?: () => number;
  /** PostgreSQL's connection pool, for its figures (metrics); SQLite has none. */
  readonly pool?: PoolFigures;
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
}

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

/** PostgreSQL through postgres.js (db/postgres-lanes.ts), with Kysely's own adapter and introspector. */
class AppPostgresDialect implements KyselyDialect {
  constructor(private readonly driver: LanesDriver) {}
  createDriver(): Driver {
    return this.driver;
  }
  createQueryCompiler() {
    return new SnakeCasePostgresCompiler();
  }
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class AppSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new SnakeCaseSqliteCompiler();
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.url) {
    const driver = new LanesDriver({ url: options.url, lanes: options.pgPoolSize ?? 20, schema: options.pgSchema });
    const db = new Kysely<Database>({ dialect: new AppPostgresDialect(driver), plugins: [camelCase] });
    const pool = { get totalCount() { return driver.figures().totalCount; }, get idleCount() { return driver.figures().idleCount; }, get waitingCount() { return driver.figures().waitingCount; } };
    return { dialect: 'postgres', ...(options.pgSchema ? { schema: options.pgSchema } : {}), db, reader: db, pool, roundTrips: () => driver.roundTrips(), close: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  const sqlite = withStatementCache(new SQLite(file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new AppSqliteDialect({ database: sqlite }), plugins: [camelCase] });
  const readOnly = file === ':memory:' ? undefined : withStatementCache(new SQLite(file, { readonly: true }));
  readOnly?.pragma('busy_timeout = 5000');
  const reader = readOnly ? new Kysely<Database>({ dialect: new AppSqliteDialect({ database: readOnly }), plugins: [camelCase] }) : db;
  // Checkpoints in a worker thread; the connection's own automatic checkpoint stays as a backstop
  // (SERVING_CHECKPOINT_PAGES).
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(file, 1000, (message) => console.error(`sqlite checkpoint: ${message}`));
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${SERVING_CHECKPOINT_PAGES}`);
  return {
    dialect: 'sqlite',
    sqlite,
    db,
    reader,
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
