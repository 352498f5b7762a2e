import { type Expression, PostgresAdapter, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './database.js';
import { THEN_COMMIT } from './postgres-lanes.js';

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

/**
 * For the rest of the caller's transaction, PostgreSQL plans its statements as what they are meant
 * to be: lookups of a few rows by key, whose lists are arrays (`rowsTable`, `inValues`).
 * - Once for any values (`plan_cache_mode = force_generic_plan`): their text and best plan do not
 *   depend on a batch's size. Left to itself (`auto`), PostgreSQL keeps planning such a statement
 *   anew at every run on a connection whose first five runs were small batches (a quiet start):
 *   0.5 ms of planning a batch of bets (docs/decisions/statements-planned-once.md).
 * - By index, never by reading a whole table (`enable_seqscan = off`): the plan is made once per
 *   connection, and its costs count pages as read from disk, so a table of a few hundred rows
 *   (sign-ins, system shards, a round's stakes) was read whole at every batch and joined in a hash
 *   where a few key lookups in cached pages cost less. This setting alone, a batch of 16 bets:
 *   PostgreSQL's CPU 2.05-2.35 against 2.35-2.73 ms, of one bet 0.75-0.88 against 0.97-1.10 ms
 *   (three interleaved pairs; docs/decisions/statements-planned-once.md). Where no index answers,
 *   PostgreSQL still reads the table: nothing fails.
 * It costs no round trip: sent with the transaction's `begin` (db/database.ts). Nothing on SQLite,
 * which prepares a text once and plans it with its own statistics of the table.
 */
export async function planAsKeyLookups(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`set local plan_cache_mode = force_generic_plan`.execute(db);
  await sql`set local enable_seqscan = off`.execute(db);
}

/** SQL types of the columns of `rowsTable`. */
export type ColumnType = 'bigint' | 'integer' | 'text';

/**
 * A table of rows sent from JavaScript, to select from, join or write from, in one statement whatever
 * the number of rows: `select ... from ${rowsTable(...)} as v`. Its SQL text does not depend on the
 * number of rows (so SQLite reuses its prepared statement and PostgreSQL plans it the same way):
 * - PostgreSQL: `unnest` of one array parameter per column;
 * - SQLite: `jsonb_each` over one JSON parameter holding the rows as arrays (parsed once into
 *   SQLite's binary JSON, so that each row's columns are picked without parsing its text again:
 *   about a third less than `json_each` for 5,000 rows of three columns).
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
  return sql`(select ${sql.join(picks)} from jsonb_each(${json}))`;
}

/**
 * `column in (values)`, as a condition whose SQL text is the same whatever the number of values
 * (SQLite keeps its prepared statement, PostgreSQL its plan), where `in (?, ?, ...)` would be a new
 * statement for every length: `= any` of one array on PostgreSQL, `json_each` on SQLite. On
 * PostgreSQL `= any(array)` is an index condition, so the plan made once for every batch finds the
 * rows by the column's index whatever the table's size; `in (select unnest(array))` was a hash join
 * over the whole table when the table was small at planning (1,000 sign-ins: 0.25 against 0.05 ms).
 */
export function inValues(db: Db, column: string, type: ColumnType, values: readonly unknown[]): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = any(cast(${values} as ${sql.raw(type)}[]))`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
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

/** A statement that writes, not yet sent, and what its RETURNING rows mean (none: it returns nothing). */
export interface Write<T> {
  readonly query: RawBuilder<unknown> | undefined;
  readonly decode?: ((rows: unknown[]) => T) | undefined;
}

export function write(query: RawBuilder<unknown> | undefined): Write<void>;
export function write<Row, T>(query: RawBuilder<Row> | undefined, decode: (rows: Row[]) => T): Write<T>;
export function write<Row, T>(query: RawBuilder<Row> | undefined, decode?: (rows: Row[]) => T): Write<T> {
  return { query, decode: decode as ((rows: unknown[]) => T) | undefined };
}

/** Sends one write. */
export async function writeOne<T>(db: Db, what: Write<T>): Promise<T | undefined> {
  return (await writeTogether(db, { what })).what;
}

export interface WriteTogetherOptions {
  /**
   * The writes end the caller's transaction: on PostgreSQL the statement carries its commit (one
   * round trip instead of two, once the connection has it prepared), and nothing may be read or
   * written after it in that transaction. `expect` gives, for writes named here, how many rows their
   * RETURNING must give; when one gives another count the statement fails and nothing is committed:
   * the checks a caller would make before committing, made by the database. SQLite ignores this (its
   * commit costs no round trip): the caller checks what came back, as without it.
   */
  readonly commit?: { readonly expect: Readonly<Record<string, number>> };
}

/**
 * Sends several writes that do not depend on each other (no two touch one row), and decodes what
 * each returned. On PostgreSQL they go as one statement, so one round trip: `with w0 as (<write
 * 1>), w1 as (...) select (select coalesce(json_agg(w0), '[]') from w0), ...`; they see the same
 * snapshot and one's changes are not visible to another, hence the rule above. On SQLite each runs
 * on its own, in the order given. Writes with nothing to write (no query) are skipped; their decode
 * sees no rows. With `options.commit`, the statement also commits on PostgreSQL (above).
 */
export async function writeTogether<W extends Record<string, Write<unknown>>>(
  db: Db,
  writes: W,
  options: WriteTogetherOptions = {},
): Promise<{ readonly [K in keyof W]: W[K] extends Write<infer T> ? T : never }> {
  const asked = Object.entries(writes).filter(([, what]) => what.query);
  const rows = new Map<string, unknown[]>();
  const commit = isPostgres(db) ? options.commit : undefined;
  if (isPostgres(db) && (asked.length > 1 || commit)) {
    const ctes = asked.map(([, what], i) => sql`${sql.raw(`w${i}`)} as (${what.query})`);
    const returning = asked.flatMap(([name, what], i) => (what.decode ? [{ name, i }] : []));
    const columns = returning.map(({ i }) => sql`(select coalesce(json_agg(${sql.raw(`w${i}`)}), '[]') from ${sql.raw(`w${i}`)}) as ${sql.raw(`r${i}`)}`);
    // A count other than the one expected fails the statement: a text that is no integer, built
    // from the count (so PostgreSQL cannot evaluate it before the rows are counted).
    const guards = Object.entries(commit?.expect ?? {}).flatMap(([name, count]) => {
      const i = asked.findIndex(([asking]) => asking === name);
      if (i < 0) return count === 0 ? [] : [sql`cast(${`writeTogether: ${name} wrote nothing, not ${count}`} as integer)`];
      const failure = sql`cast(${`writeTogether: ${name} returned `} as text) || cast(count(*) as text) || cast(${` rows, not ${count}`} as text)`;
      return [sql`(select cast(case when count(*) = ${count} then '0' else ${failure} end as integer) from ${sql.raw(`w${i}`)}) as ${sql.raw(`g${i}`)}`];
    });
    const all = [...columns, ...guards];
    const statement = sql<Record<string, unknown[]>>`with ${sql.join(ctes)} select ${sql.join(all.length ? all : [sql`1 as done`])}`;
    const result = await (commit ? sql<Record<string, unknown[]>>`${sql.raw(THEN_COMMIT)}${statement}` : statement).execute(db);
    for (const { name, i } of returning) rows.set(name, result.rows[0]![`r${i}`]!);
  } else {
    for (const [name, what] of asked) rows.set(name, (await what.query!.execute(db)).rows);
  }
  return Object.fromEntries(Object.entries(writes).map(([name, what]) => [name, what.decode?.(rows.get(name) ?? [])])) as { [K in keyof W]: W[K] extends Write<infer T> ? T : never };
}

/**
 * `n` ids for new rows of `table` (its `id` column), taken before the rows are written, so that
 * rows naming them can be written in the same statement: PostgreSQL takes them from the column's
 * sequence (an id taken and not used is a gap, as after a rollback); SQLite, whose one writer runs
 * one transaction at a time, numbers on from the table's AUTOINCREMENT counter.
 */
export function nextIds(db: Db, table: 'bets', n: number): Read<number[]> {
  const numbers = JSON.stringify(Array.from({ length: n }, (_, i) => i + 1));
  const query = isPostgres(db)
    ? db.selectFrom(sql`generate_series(1, ${n})`.as('g')).select(sql<number>`nextval((select cast(pg_get_serial_sequence(${table}, 'id') as regclass)))`.as('id'))
    : db
        .selectFrom(sql`json_each(${numbers})`.as('g'))
        .select(sql<number>`max(coalesce((select seq from sqlite_sequence where name = ${table}), 0), coalesce((select max(id) from ${sql.table(table)}), 0)) + g.value`.as('id'));
  return read(n ? query : undefined, (rows) => rows.map((r) => Number(r.id)).sort((x, y) => x - y));
}
