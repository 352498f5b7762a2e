import { type CompiledQuery, type DatabaseConnection, Kysely, type QueryResult, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { DatabaseAvailability, DatabaseUnavailableError, guardedDialect } from '../availability.js';

// A PostgreSQL server that stops answering (its processes stopped, a network partition) without
// closing its connections: a request must be answered within 5 s, and no request may queue
// behind it meanwhile; once it answers, queries go on with no restart.

/** A stand-in database whose answers can be held back, like a stopped server's. */
function silentServer() {
  let silent = false;
  const held: Array<() => void> = [];
  let released = 0;
  const connection: DatabaseConnection = {
    executeQuery: <R>() =>
      new Promise<QueryResult<R>>((resolve) => {
        const answer = () => resolve({ rows: [{ one: 1 } as R] });
        if (silent) held.push(answer);
        else answer();
      }),
    streamQuery: () => {
      throw new Error('not used');
    },
  };
  const dialect = {
    createAdapter: () => new SqliteAdapter(),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    createDriver: () => ({
      init: async () => {},
      acquireConnection: async () => connection,
      beginTransaction: async (c: DatabaseConnection) => void (await c.executeQuery({ sql: 'begin' } as CompiledQuery)),
      commitTransaction: async (c: DatabaseConnection) => void (await c.executeQuery({ sql: 'commit' } as CompiledQuery)),
      rollbackTransaction: async (c: DatabaseConnection) => void (await c.executeQuery({ sql: 'rollback' } as CompiledQuery)),
      releaseConnection: async () => void (released += 1),
      destroy: async () => {},
    }),
  };
  return {
    dialect,
    stop: () => (silent = true),
    resume: () => {
      silent = false;
      held.splice(0).forEach((answer) => answer());
    },
    released: () => released,
  };
}

describe('a database that stops answering', () => {
  it('is answered by a deadline, then at once while away, and serves again by itself once it answers', async () => {
    const server = silentServer();
    const availability = new DatabaseAvailability({ acquireMs: 300, statementMs: 300, failFast: true, probeEveryMs: 50 });
    const db = new Kysely<unknown>({ dialect: guardedDialect(server.dialect, availability) });
    await sql`select 1`.execute(db);
    expect(availability.available).toBe(true);

    server.stop();
    const started = Date.now();
    await expect(db.transaction().execute((trx) => sql`select 1`.execute(trx))).rejects.toMatchObject({ name: 'DeadlineError' });
    // The statement's deadline and the rollback's: well within the 5 s a request may take.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(availability.available).toBe(false);
    // While away: refused at once, no query sent, nothing queued.
    const before = Date.now();
    await expect(sql`select 1`.execute(db)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    // (not the 300 ms of a deadline: no statement was sent)
    expect(Date.now() - before).toBeLessThan(250);
    // The connection whose statement is unanswered is not handed on until it is answered.
    const releasedWhileSilent = server.released();

    server.resume();
    for (let i = 0; i < 100 && !availability.available; i++) await new Promise((r) => setTimeout(r, 20));
    expect(availability.available).toBe(true);
    expect(server.released()).toBeGreaterThan(releasedWhileSilent);
    await expect(sql`select 1`.execute(db)).resolves.toBeTruthy();
    await db.destroy();
  });

  it('does not count a query that is only wrong', async () => {
    const availability = new DatabaseAvailability({ acquireMs: 0, statementMs: 0, failFast: true, probeEveryMs: 50 });
    availability.failed(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(availability.available).toBe(true);
    availability.stop();
  });
});
