import { type KyselyPlugin, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../database.js';
import { type Db } from '../database.js';
import { inValues, isPostgres, lockedForUpdate, nextIds, read, readOne, readTogether, write, writeTogether } from '../dialect.js';
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
