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
    /** Whether the database answers now (/ready; issue 48). */
    dbAvailability: DatabaseHandle['availability'];
  }
}

/** Migrates the database to the latest version, decorates `app.db`, and closes it with the app. */
export default fp(
  async function db(app: FastifyInstance, opts: { database: DatabaseHandle; closeDatabase: boolean }) {
    // A migration (an index on a large table) may take longer than a request's statement may, and
    // the migrations wait for the database rather than fail on a slow machine.
    opts.database.availability.deadlinesOff = true;
    const applied = await migrateToLatest(opts.database.db as Kysely<unknown>, opts.database.schema).finally(() => {
      opts.database.availability.deadlinesOff = false;
    });
    if (applied.length) app.log.info({ applied, dialect: opts.database.dialect }, 'database migrated');
    app.decorate('db', opts.database.db);
    app.decorate('dialect', opts.database.dialect);
    app.decorate('reader', opts.database.reader);
    app.decorate('dbPool', opts.database.pool);
    app.decorate('dbAvailability', opts.database.availability);
    opts.database.availability.onChange ??= (available, err) =>
      available ? app.log.warn('the database answers again') : app.log.error({ err }, 'the database is unavailable: answering 503 until it answers again');
    if (opts.closeDatabase) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
