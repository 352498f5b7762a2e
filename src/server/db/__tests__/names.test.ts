import { CamelCasePlugin, type Compilable, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../database.js';
import type { Database } from '../schema.js';

// The compilers write identifiers snake_cased themselves (database.ts): every query must come out as
// Kysely's CamelCasePlugin, which renamed them by copying the query's tree, wrote it.

const queries = (db: Kysely<Database>): Array<Compilable<unknown>> => [
  db.selectFrom('roundStakes').select(['playerId', 'wonIfCao']).where('roundId', '=', 7).orderBy('playerId'),
  db
    .selectFrom('players as p')
    .innerJoin('ledgerEntries as e', 'e.playerId', 'p.id')
    .select(['p.balanceVersion', 'e.balanceAfter as after', sql<number>`${sql.ref('e.systemShard')} + 1`.as('nextShard')])
    .where('p.verificationStatus', 'is', null),
  db
    .insertInto('roundStakes')
    .values({ roundId: 1, playerId: 2, endsAt: 0, bets: 1, staked: 10, gates: 1, wonIfCao: 19, wonIfThap: 0, wonIfTrai: 0, wonIfPhai: 0 })
    .onConflict((oc) => oc.columns(['roundId', 'playerId']).doUpdateSet((eb) => ({ staked: eb('roundStakes.staked', '+', eb.ref('excluded.staked')) })))
    .returning(['wonIfCao']),
  db.updateTable('players').set({ mustChangePassword: 1, lastSignInAt: 5 }).where('id', '=', 1).returningAll(),
  db.deleteFrom('tokenFamilies').where('expiresAt', '<', 3),
  db.with('recent', (q) => q.selectFrom('bets').select(['playerId', 'createdAt']).where('createdAt', '>', 1)).selectFrom('recent').select((eb) => eb.fn.max('createdAt').as('lastBetAt')),
  db.selectFrom(sql`json_each(${'[]'})`.as('v')).select(sql`${sql.id('v', 'fullKey')}`.as('fullKey')),
];

describe('identifiers written by the compilers', () => {
  it.each(['sqlite', 'postgres'] as const)('come out as CamelCasePlugin wrote them (%s)', async (dialect) => {
    const pool = new pg.Pool({ max: 1 });
    const sqlite = new SQLite(':memory:');
    const handle = dialect === 'postgres' ? openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', pgPoolSize: 1 }) : openDatabase({ sqliteFile: ':memory:' });
    const plain = new Kysely<Database>({ dialect: dialect === 'postgres' ? new PostgresDialect({ pool }) : new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
    try {
      const ours = queries(handle.db).map((q) => q.compile());
      const theirs = queries(plain).map((q) => q.compile());
      expect(ours.map((q) => q.sql)).toEqual(theirs.map((q) => q.sql));
      expect(ours.map((q) => q.parameters)).toEqual(theirs.map((q) => q.parameters));
      expect(ours[1]!.sql).toContain('"p"."balance_version"');
    } finally {
      await handle.close();
      await plain.destroy();
      sqlite.close();
    }
  });

  it('map the rows back to camelCase keys', async () => {
    const handle = openDatabase({ sqliteFile: ':memory:' });
    try {
      const row = await sql<{ balanceAfter: number }>`select 3 as balance_after`.execute(handle.db);
      expect(row.rows).toEqual([{ balanceAfter: 3 }]);
    } finally {
      await handle.close();
    }
  });
});
