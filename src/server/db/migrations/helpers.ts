import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment BIGINT primary key `id` on both databases. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigserial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/**
 * SQLite changes a column's constraint only by copying the table (its documented 12 steps): the
 * table is created anew from its own stored DDL as `change` rewrites it, filled, swapped in, and its
 * indexes made again, with foreign keys off meanwhile (other tables refer to it) and checked before
 * the commit. Migrations on SQLite run outside a transaction, so this one opens its own.
 */
export async function rebuildSqliteTable(db: Kysely<unknown>, table: string, change: (ddl: string) => string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const ddl = rows.find((r) => r.type === 'table')!.sql;
  const changed = change(ddl);
  if (changed === ddl) throw new Error(`migration: nothing to change in ${table}`);
  const temporary = `${table}_rebuilt`;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(changed.replace(/^create table ("?)\w+\1/i, `create table "${temporary}"`)).execute(db);
    await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(db);
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(db);
    for (const other of rows.filter((r) => r.type !== 'table')) await sql.raw(other.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error(`migration: ${broken.rows.length} foreign keys broken by rebuilding ${table}`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => {});
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
