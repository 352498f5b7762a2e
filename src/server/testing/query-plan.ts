import { type Compilable, CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';

/**
 * How the database would run `query`, as one text to match index and scan names in: PostgreSQL's
 * EXPLAIN, SQLite's EXPLAIN QUERY PLAN. `largeTables`: PostgreSQL plans as for tables too large to
 * read whole (`enable_seqscan = off`), which a test's tables of a few rows are not.
 */
export async function queryPlan(db: Db, query: Compilable, { largeTables = false } = {}): Promise<string> {
  const compiled = query.compile();
  const explain = isPostgres(db) ? 'explain ' : 'explain query plan ';
  return db.transaction().execute(async (trx) => {
    if (largeTables && isPostgres(trx)) await sql`set local enable_seqscan = off`.execute(trx);
    return JSON.stringify((await trx.executeQuery(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]))).rows);
  });
}
