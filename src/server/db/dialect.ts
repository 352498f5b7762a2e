import { PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './database.js';

// The one home of what really differs between SQLite and PostgreSQL in the queries: row locks, and a
// table of rows (or a list of values) sent from JavaScript. Services and repositories write their
// SQL once and call these where the dialects part.

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The rows a query reads, locked until the transaction ends: FOR UPDATE on PostgreSQL. SQLite has no
 * row locks and needs none: its one writer runs one transaction at a time.
 */
export function lockedForUpdate<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

/** The same with a share lock (FOR SHARE on PostgreSQL): others may read and share, none may change. */
export function lockedForShare<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forShare() : query;
}

/** SQL types of the columns of `rowsTable`. */
export type ColumnType = 'bigint' | 'integer' | 'text';

/**
 * A table of rows sent from JavaScript, to select from, join or write from, in one statement whatever
 * the number of rows: `select ... from ${rowsTable(...)} as v`. Its SQL text does not depend on the
 * number of rows (so SQLite reuses its prepared statement and PostgreSQL plans it the same way):
 * - PostgreSQL: `unnest` of one array parameter per column;
 * - SQLite: `json_each` over one JSON parameter holding the rows as arrays.
 * The rows come out in the order given, which inserts keep (ids follow that order).
 */
export function rowsTable<C extends string>(db: Db, columns: Readonly<Record<C, ColumnType>>, rows: ReadonlyArray<Readonly<Record<C, unknown>>>): RawBuilder<Record<C, unknown>> {
  const names = Object.keys(columns) as C[];
  if (isPostgres(db)) {
    const arrays = names.map((name) => sql`cast(${rows.map((row) => row[name] ?? null)} as ${sql.raw(columns[name])}[])`);
    return sql`(select * from unnest(${sql.join(arrays)}) as t(${sql.join(names.map((name) => sql.id(name)))}))`;
  }
  const json = JSON.stringify(rows.map((row) => names.map((name) => row[name] ?? null)));
  const picks = names.map((name, i) => sql`value ->> ${sql.raw(String(i))} as ${sql.id(name)}`);
  return sql`(select ${sql.join(picks)} from json_each(${json}))`;
}

/**
 * `column in (values)`, as a condition whose SQL text is the same whatever the number of values
 * (SQLite keeps its prepared statement, PostgreSQL its plan), where `in (?, ?, ...)` would be a new
 * statement for every length: `unnest` of one array on PostgreSQL, `json_each` on SQLite.
 */
export function inValues(db: Db, column: string, type: ColumnType, values: readonly unknown[]): RawBuilder<boolean> {
  const list = isPostgres(db) ? sql`(select unnest(cast(${values} as ${sql.raw(type)}[])))` : sql`(select value from json_each(${JSON.stringify(values)}))`;
  return sql<boolean>`${sql.ref(column)} in ${list}`;
}
