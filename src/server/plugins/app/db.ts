import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, type Dialect } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    /** Reads that need no transaction (DatabaseHandle.reader): SQLite's read-only connection, else `db`. */
    reader: DatabaseHandle['reader'];
    /** PostgreSQL's pool (its figures are metrics); undefined on SQLite. */
    dbPool: DatabaseHandle['pool'];
  }
}

/** Migrates the database to the latest version, decorates `app.db`, and closes it with the app. */
export default fp(
  async function db(app: FastifyInstance, opts: { database: DatabaseHandle; closeDatabase: boolean }) {
    const applied = await migrateToLatest(opts.database.db as Kysely<unknown>, opts.database.schema);
    if (applied.length) app.log.info({ applied, dialect: opts.database.dialect }, 'database migrated');
    app.decorate('db', opts.database.db);
    app.decorate('dialect', opts.database.dialect);
    app.decorate('reader', opts.database.reader);
    app.decorate('dbPool', opts.database.pool);
    if (opts.closeDatabase) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
