import { type Expression, PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
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

/** A query whose rows a `Read` decodes: a select builder (embedded as a subquery by `readTogether`). */
export type ReadQuery<Row> = Expression<Row> & { execute(): Promise<Row[]> };

/**
 * One read of facts, not yet sent: its query (none when there is nothing to ask) and what its rows
 * mean. A module hands its reads out this way so that a caller reading several at once
 * (`readTogether`) pays one round trip, while the SQL stays the module's own.
 */
export interface Read<T> {
  readonly query: ReadQuery<unknown> | undefined;
  readonly decode: (rows: unknown[]) => T;
}

export function read<Row, T>(query: ReadQuery<Row> | undefined, decode: (rows: Row[]) => T): Read<T> {
  return { query, decode: decode as (rows: unknown[]) => T };
}

/** Sends one read. */
export async function readOne<T>(what: Read<T>): Promise<T> {
  return what.decode(what.query ? await what.query.execute() : []);
}

/**
 * Sends several reads and decodes each. On PostgreSQL they go as one statement, so one round trip:
 * `select (select coalesce(json_agg(r), '[]') from (<query 1>) as r), ...`, each query's rows a JSON
 * array (row locks inside a query still hold: `for update` and `for share` lock in a subquery, and
 * the subqueries run in the order given). On SQLite a statement costs no round trip: each query
 * runs on its own. The rows come out as the query alone would give them (the Kysely plugins map
 * the JSON's keys) but for types JSON lacks: bigints are numbers (as this project's driver gives
 * them), and there are no other non-JSON types in the reads that use this.
 */
export async function readTogether<R extends Record<string, Read<unknown>>>(db: Db, reads: R): Promise<{ readonly [K in keyof R]: R[K] extends Read<infer T> ? T : never }> {
  const asked = Object.entries(reads).filter(([, what]) => what.query);
  const rows = new Map<string, unknown[]>();
  if (isPostgres(db) && asked.length > 1) {
    const columns = asked.map(([, what], i) => sql`(select coalesce(json_agg(r), '[]') from ${what.query} as r) as ${sql.raw(`r${i}`)}`);
    const result = await sql<Record<string, unknown[]>>`select ${sql.join(columns)}`.execute(db);
    asked.forEach(([name], i) => rows.set(name, result.rows[0]![`r${i}`]!));
  } else {
    for (const [name, what] of asked) rows.set(name, await what.query!.execute());
  }
  return Object.fromEntries(Object.entries(reads).map(([name, what]) => [name, what.decode(rows.get(name) ?? [])])) as { [K in keyof R]: R[K] extends Read<infer T> ? T : never };
}
