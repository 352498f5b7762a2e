import { type KyselyPlugin, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../database.js';
import { type Db } from '../database.js';
import { inValues, isPostgres, lockedForUpdate, nextIds, planAsKeyLookups, read, readOne, readTogether, write, writeTogether } from '../dialect.js';
import { migrateToLatest } from '../migrate.js';
import { freshDatabase, usingPostgres } from '../../testing/test-app.js';

// `readTogether` and `writeTogether` send a bet batch's reads of facts, and then its writes, as one
// statement each on PostgreSQL: what each decodes must be what it decodes sent alone, the row locks
// taken inside must still hold, and a write that fails must keep none of its group.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
  await migrateToLatest(database.db as never, database.schema);
  const now = 1_700_000_000_000;
  for (const [id, name, balance] of [[1, 'alice01', 9_007_199_254_740], [2, 'bobby02', 0], [3, 'carol03', 125]] as const) {
    await sql`insert into players (id, username, username_key, password_hash, ref_code, balance, created_at, updated_at)
      values (${id}, ${name}, ${name}, 'x', ${`REF${id}`}, ${balance}, ${now}, ${now})`.execute(database.db);
  }
  await sql`insert into player_safety (player_id, day_limit, pause_kind, pause_until, updated_at) values (2, 5000, null, null, ${now})`.execute(database.db);
});
afterAll(() => database.close());

/** The database, counting the statements it runs. */
function counted(): { db: Db; statements: () => number } {
  let n = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      n += 1;
      return args.result;
    },
  };
  return { db: database.db.withPlugin(counter), statements: () => n };
}

const players = (db: Db, ids: number[]) =>
  read(db.selectFrom('players').select(['id', 'username', 'balance', 'tokenVersion', 'role']).where(inValues(db, 'id', 'bigint', ids)).orderBy('id'), (rows) => rows);
const safety = (db: Db, ids: number[]) =>
  read(db.selectFrom('playerSafety').select(['playerId', 'dayLimit', 'weekLimit', 'pauseKind', 'pauseUntil']).where(inValues(db, 'playerId', 'bigint', ids)), (rows) => rows);
const none = () => read(undefined, () => 'nothing asked');

describe('readTogether', () => {
  it('decodes each read as it decodes sent alone: camelCase keys, bigints as numbers, nulls, empty answers', async () => {
    const db = database.db;
    const alone = { players: await readOne(players(db, [3, 1])), safety: await readOne(safety(db, [1, 2])), nobody: await readOne(players(db, [99])) };
    const together = await readTogether(db, { players: players(db, [3, 1]), safety: safety(db, [1, 2]), nobody: players(db, [99]), none: none() });
    expect(together).toEqual({ ...alone, none: 'nothing asked' });
    expect(together.players).toEqual([
      { id: 1, username: 'alice01', balance: 9_007_199_254_740, tokenVersion: 0, role: 'PLAYER' },
      { id: 3, username: 'carol03', balance: 125, tokenVersion: 0, role: 'PLAYER' },
    ]);
    expect(together.safety).toEqual([{ playerId: 2, dayLimit: 5000, weekLimit: null, pauseKind: null, pauseUntil: null }]);
  });

  it('is one statement on PostgreSQL, one per read asked on SQLite', async () => {
    const { db, statements } = counted();
    await readTogether(db, { players: players(db, [1, 2]), safety: safety(db, [2]), nobody: players(db, [99]), none: none() });
    expect(statements()).toBe(isPostgres(db) ? 1 : 3);
  });

  (usingPostgres() ? it : it.skip)('keeps the row locks its reads take until the transaction ends (PostgreSQL)', async () => {
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
    await other.connect();
    try {
      await other.query(`set search_path to "${database.schema}"`);
      await database.db.transaction().execute(async (trx) => {
        const locked = read(lockedForUpdate(trx, trx.selectFrom('players').select(['id', 'balance']).where(inValues(trx, 'id', 'bigint', [1, 3])).orderBy('id')), (rows) => rows);
        const facts = await readTogether(trx, { locked, safety: safety(trx, [1, 3]) });
        expect(facts.locked.map((p) => p.id)).toEqual([1, 3]);
        // Another connection can neither lock nor change the rows read, but can the one not read.
        await expect(other.query('select id from players where id = 3 for update nowait')).rejects.toThrow(/could not obtain lock/);
        await expect(other.query('select id from players where id = 1 for update nowait')).rejects.toThrow(/could not obtain lock/);
        await expect(other.query('select id from players where id = 2 for update nowait')).resolves.toMatchObject({ rowCount: 1 });
      });
      await expect(other.query('select id from players where id = 3 for update nowait')).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await other.end();
    }
  });
});

describe('writeTogether', () => {
  const rename = (db: Db, id: number, name: string) =>
    write(sql<{ id: number; username: string }>`update players set username = ${name} where id = ${id} returning id, username`, (rows) => rows);
  const deposit = (db: Db, id: number, units: number) => write(sql`update players set balance = balance + ${units} where id = ${id}`);

  it('writes each, returns what each returned, and is one statement on PostgreSQL', async () => {
    const { db, statements } = counted();
    const done = await db.transaction().execute((trx) =>
      writeTogether(trx, { renamed: rename(trx, 3, 'carol33'), deposit: deposit(trx, 2, 40), nothing: write(undefined), none: write(undefined, () => 'no rows') }),
    );
    expect(done).toEqual({ renamed: [{ id: 3, username: 'carol33' }], deposit: undefined, nothing: undefined, none: 'no rows' });
    expect(statements()).toBe(isPostgres(db) ? 1 : 2);
    const rows = await database.db.selectFrom('players').select(['id', 'username', 'balance']).where('id', 'in', [2, 3]).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 2, username: 'bobby02', balance: 40 },
      { id: 3, username: 'carol33', balance: 125 },
    ]);
  });

  it('keeps nothing of its group when one write fails', async () => {
    const clash = write(sql`insert into players (id, username, username_key, password_hash, ref_code, balance, created_at, updated_at) values (1, 'again', 'again', 'x', 'REFX', 0, 0, 0)`);
    // Read as a message: better-sqlite3 builds its errors with the class of the first test file of
    // the worker that loaded it, which is not an Error of this file's realm (so not `toThrow`'s).
    const failure: unknown = await database.db.transaction().execute((trx) => writeTogether(trx, { deposit: deposit(trx, 2, 1000), clash })).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(String((failure as { message?: unknown } | undefined)?.message)).toMatch(/unique/i);
    expect(await database.db.selectFrom('players').select('balance').where('id', '=', 2).executeTakeFirstOrThrow()).toEqual({ balance: 40 });
  });
});

describe('a transaction on PostgreSQL', () => {
  // Its `begin` goes with its first statement and its `commit` with a `writeTogether` that ends it,
  // once the connection has their statements prepared (from their third run): two round trips for a
  // read and a write. Each run on a connection of its own (a fresh pool of one), so that the
  // statements are prepared where they run.
  const onePool = async () => {
    const handle = await freshDatabase();
    await migrateToLatest(handle.db as never, handle.schema);
    await sql`insert into players (id, username, username_key, password_hash, ref_code, balance, created_at, updated_at) values (1, 'alice01', 'alice01', 'x', 'REF1', 500, 0, 0), (2, 'bobby02', 'bobby02', 'x', 'REF2', 0, 0, 0)`.execute(handle.db);
    return handle;
  };
  const balances = (db: Db) => db.selectFrom('players').select(['id', 'balance']).orderBy('id').execute();
  /** A transfer: both rows read under lock, then both updated, counted by the database, ending the transaction. */
  const transfer = (db: Db, units: number) =>
    db.transaction().execute(async (trx) => {
      const rows = await readOne(read(lockedForUpdate(trx, trx.selectFrom('players').select(['id', 'balance']).where(inValues(trx, 'id', 'bigint', [1, 2])).orderBy('id')), (r) => r));
      const move = (id: number, delta: number) => write(sql<{ id: number }>`update players set balance = balance + ${delta} where id = ${id} and balance + ${delta} >= 0 returning id`, (r) => r);
      const moved = await writeTogether(trx, { from: move(1, -units), to: move(2, units) }, { commit: { expect: { from: 1, to: 1 } } });
      return { read: rows.length, moved: moved.from.length + moved.to.length };
    });

  (usingPostgres() ? it : it.skip)('sends its begin with its first statement and its commit with its last: two round trips', async () => {
    const handle = await onePool();
    try {
      const trips = handle.roundTrips!;
      for (let run = 1; run <= 3; run++) await transfer(handle.db, 10);
      const before = trips();
      expect(await transfer(handle.db, 10)).toEqual({ read: 2, moved: 2 });
      expect(trips() - before).toBe(2);
      // The transaction committed: another connection sees it.
      const other = await freshReader(handle);
      expect(await other.query('select id, balance from players order by id')).toMatchObject({ rows: [{ id: '1', balance: '460' }, { id: '2', balance: '40' }] });
      await other.end();
      // A transaction that sends nothing costs nothing.
      const idle = trips();
      await handle.db.transaction().execute(async () => undefined);
      expect(trips()).toBe(idle);
    } finally {
      await handle.close();
    }
  });

  (usingPostgres() ? it : it.skip)('plans its array statements once for every size when asked (planAsKeyLookups), at no round trip', async () => {
    const handle = await onePool();
    try {
      const trips = handle.roundTrips!;
      // One id a run, as on a quiet server. Two statements, one asked for generic plans; each run
      // reads how its statement was planned on this connection so far.
      const lookup = (generic: boolean) =>
        handle.db.transaction().execute(async (trx) => {
          if (generic) await planAsKeyLookups(trx);
          const column = generic ? 'balance' : 'username';
          await readOne(read(trx.selectFrom('players').select(['id', column]).where(inValues(trx, 'id', 'bigint', [1])), (r) => r));
          const plans = await sql<{ generic: number; custom: number }>`select generic_plans as generic, custom_plans as custom from pg_prepared_statements where statement like ${`select "id", "${column}" from "players"%`}`.execute(trx);
          return plans.rows[0];
        });
      for (let run = 1; run <= 7; run++) {
        await lookup(false);
        await lookup(true);
      }
      const trips1 = trips();
      const generic = await lookup(true);
      const trips2 = trips();
      const auto = await lookup(false);
      // The setting went with the transaction's begin: both cost the same round trips.
      expect(trips2 - trips1).toBe(trips() - trips2);
      // Prepared from the first run: eight runs with the one generic plan.
      expect(generic).toEqual({ generic: 8, custom: 0 });
      // Left to itself, PostgreSQL plans the first five runs with their values (and may go on so:
      // the bet batch's facts statement did, for good, after five batches of one bet).
      expect(auto!.custom).toBeGreaterThanOrEqual(5);
    } finally {
      await handle.close();
    }
  });

  (usingPostgres() ? it : it.skip)('finds rows by a list of keys through the index when asked (planAsKeyLookups), even in a table of three rows', async () => {
    // How PostgreSQL would run a lookup of players by a list of ids, with and without the batch's settings.
    const plan = (keyLookups: boolean) =>
      database.db.transaction().execute(async (trx) => {
        if (keyLookups) await planAsKeyLookups(trx);
        const lookup = trx.selectFrom('players').select(['id', 'balance']).where(inValues(trx, 'id', 'bigint', [1, 3]));
        const explained = await sql<{ 'QUERY PLAN': string }>`explain (format text) ${lookup}`.execute(trx);
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    // Left to itself, a table this small is read whole; the batch's plan goes by the primary key.
    expect(await plan(false)).toMatch(/Seq Scan on players/);
    const keyed = await plan(true);
    expect(keyed).not.toMatch(/Seq Scan/);
    expect(keyed).toMatch(/Index Cond: \(id = ANY/);
  });

  (usingPostgres() ? it : it.skip)('commits nothing when a write returns another count than the one expected, prepared or not', async () => {
    const handle = await onePool();
    try {
      // 600 > 500: the debit matches no row, so `from` returns 0 rows where 1 was expected.
      for (let run = 1; run <= 4; run++) await expect(transfer(handle.db, 600)).rejects.toThrow(/from returned 0 rows, not 1/);
      expect(await balances(handle.db)).toEqual([
        { id: 1, balance: 500 },
        { id: 2, balance: 0 },
      ]);
      // The connection is usable after it, and a good transfer commits.
      for (let run = 1; run <= 4; run++) await transfer(handle.db, 5);
      expect(await balances(handle.db)).toEqual([
        { id: 1, balance: 480 },
        { id: 2, balance: 20 },
      ]);
    } finally {
      await handle.close();
    }
  });

  (usingPostgres() ? it : it.skip)('refuses a statement after the one that committed, and a first statement that fails rolls back', async () => {
    const handle = await onePool();
    try {
      const late = () =>
        handle.db.transaction().execute(async (trx) => {
          await writeTogether(trx, { to: write(sql`update players set balance = balance + 1 where id = 2 returning id`, (r) => r) }, { commit: { expect: { to: 1 } } });
          await sql`update players set balance = balance + 1000 where id = 2`.execute(trx);
        });
      const outcomes = [];
      for (let run = 1; run <= 4; run++) outcomes.push(await late().then(() => 'done', (error: Error) => error.message));
      // Every time (prepared or not yet): the statement committed, nothing more goes in its transaction.
      expect(outcomes).toEqual(outcomes.map(() => 'a statement after the one that committed its transaction'));
      expect((await balances(handle.db)).find((p) => p.id === 2)?.balance).toBe(4);
      const failing = () =>
        handle.db.transaction().execute(async (trx) => {
          await sql`insert into players (id, username, username_key, password_hash, ref_code, balance, created_at, updated_at) values (1, 'again', 'again', 'x', 'REFX', 0, 0, 0)`.execute(trx);
        });
      for (let run = 1; run <= 4; run++) await expect(failing()).rejects.toThrow(/unique|duplicate/i);
      expect((await balances(handle.db)).map((p) => p.id)).toEqual([1, 2]);
    } finally {
      await handle.close();
    }
  });
});

/** A connection of its own to the handle's schema. */
async function freshReader(handle: DatabaseHandle): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
  await client.connect();
  await client.query(`set search_path to "${handle.schema}"`);
  return client;
}

describe('nextIds', () => {
  it('takes ids above every id given so far, in order, that rows can be written with', async () => {
    const { id: roundId } = await database.db
      .insertInto('rounds')
      .values({ zone: 'LEVEL_3', incId: 1, startTime: 0, endTime: 180_000, chainNo: 1, seedHash: 'h', seed: null, result: null, highLowWinner: null, oddEvenWinner: null, payoutBps: 19_500, settledAt: null, announcedAt: null, creditedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bet = (id: number) => sql`insert into bets (id, player_id, round_id, gate, amount, created_at) values (${id}, 1, ${roundId}, 'CAO', 10, 0)`;
    await database.db.transaction().execute(async (trx) => {
      const ids = await readOne(nextIds(trx, 'bets', 3));
      expect(ids).toHaveLength(3);
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      for (const id of ids) await bet(id).execute(trx);
      const more = await readOne(nextIds(trx, 'bets', 2));
      expect(more[0]).toBeGreaterThan(ids[2]!);
    });
    // A bet written the usual way after them gets an id above them too.
    const after = await sql<{ id: number }>`insert into bets (player_id, round_id, gate, amount, created_at) values (1, ${roundId}, 'THAP', 10, 0) returning id`.execute(database.db);
    const max = await database.db.selectFrom('bets').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow();
    expect(Number(after.rows[0]!.id)).toBe(Number(max.m));
  });
});
