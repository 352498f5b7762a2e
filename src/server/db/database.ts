import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type PluginTransformQueryArgs, PostgresDialect, PostgresQueryCompiler, type RootOperationNode, SqliteDialect, SqliteQueryCompiler, type Transaction } from 'kysely';
import pg from 'pg';
import { startCheckpointer } from './checkpointer.js';
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
  /** PostgreSQL's connection pool, for its figures (metrics); SQLite has none. */
  readonly pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
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

class AppPostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new SnakeCasePostgresCompiler();
  }
}

class AppSqliteDialect extends SqliteDialect {
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
    prepareFrequentStatements(pool);
    const db = new Kysely<Database>({ dialect: new AppPostgresDialect({ pool }), plugins: [camelCase] });
    return { dialect: 'postgres', ...(options.pgSchema ? { schema: options.pgSchema } : {}), db, reader: db, pool, close: () => db.destroy() };
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
  // far above the usual WAL size (20,000 pages, about 80 MB).
  const checkpointer = file === ':memory:' ? undefined : startCheckpointer(file, 1000, (message) => console.error(`sqlite checkpoint: ${message}`));
  if (checkpointer) sqlite.pragma('wal_autocheckpoint = 20000');
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

/** Runs of a statement's text before it is prepared, and prepared statements a connection keeps at most. */
const PREPARE_AFTER_RUNS = 3;
const PREPARED_PER_CONNECTION = 300;

/**
 * PostgreSQL parses and plans an unnamed statement every time it runs, which costs more than
 * running the small statements of the bet path. A statement run often (the same text: the hot
 * paths write their lists as arrays, so their text does not depend on a batch's size) is prepared
 * once per connection under a name derived from its text, and then only bound and executed.
 * Transaction control and DDL stay unnamed; a connection keeps a bounded number.
 */
function prepareFrequentStatements(pool: pg.Pool): void {
  // Per text: its runs so far, and its name once it has one (hashed once, not at every run: the
  // batches' texts are kilobytes long).
  const texts = new Map<string, { runs: number; name?: string }>();
  pool.on('connect', (client) => {
    let prepared = 0;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
      if (typeof text !== 'string' || !Array.isArray(values) || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return query(text, values, ...rest);
      let seen = texts.get(text);
      if (!seen) {
        if (texts.size >= 10_000) texts.clear();
        seen = { runs: 0 };
        texts.set(text, seen);
      }
      seen.runs += 1;
      const name = (seen.name ??= `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`);
      const known = (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name] !== undefined;
      if (!known && (seen.runs < PREPARE_AFTER_RUNS || prepared >= PREPARED_PER_CONNECTION)) return query(text, values, ...rest);
      if (!known) prepared += 1;
      return query({ name, text, values }, ...rest);
    };
  });
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
