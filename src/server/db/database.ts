import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
/** A connection or an open transaction: repositories accept either. */
export type Db = Kysely<Database> | Transaction<Database>;

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /** The PostgreSQL schema in use when not the default one. */
  readonly schema?: string;
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
    return {
      dialect: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] }),
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    dialect: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] }),
  };
}

/** The database the configuration names: PostgreSQL at `databaseUrl`, else SQLite in the data folder. */
export function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  return openDatabase({ url: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'app.sqlite') });
}
