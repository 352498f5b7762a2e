// What the settlement and inbox benchmarks share: a fresh database (SQLite in a temporary folder,
// or a PostgreSQL schema of its own, dropped afterwards), migrated, with `players` players and the
// fairness chains to draw rounds from.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import type { Database } from '../src/server/db/schema.js';
import { FairnessChains } from '../src/server/modules/rounds/chains.js';
import { FairnessKeys } from '../src/server/modules/rounds/fairness-keys.js';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface SeededDatabase {
  readonly handle: DatabaseHandle;
  readonly db: Kysely<Database>;
  readonly chains: FairnessChains;
  /** The smallest player id; the players' ids follow it. */
  readonly firstPlayer: number;
  /** Drops the PostgreSQL schema and closes the connection. */
  readonly drop: () => Promise<void>;
}

export async function seededDatabase(dialect: 'sqlite' | 'postgres', players: number): Promise<SeededDatabase> {
  const schema = dialect === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (schema) {
    const admin = openDatabase({ url: PG_URL, pgPoolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
  }
  // A loaded machine's statement may take longer than the product's 2 s deadline: the bench waits.
  const handle = openDatabase(schema ? { url: PG_URL, pgSchema: schema, pgStatementTimeoutMs: 120_000 } : { sqliteFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-db-')), 'app.sqlite') });
  await migrateToLatest(handle.db as Kysely<unknown>, schema);
  const db = handle.db;
  const now = Date.now();
  for (let start = 0; start < players; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, players - start) }, (_, i) => ({ username: `bench${start + i}`, usernameKey: `bench${start + i}`, passwordHash: 'x', refCode: `R${start + i}`, createdAt: now, updatedAt: now }));
    await db.insertInto('players').values(rows).execute();
  }
  const firstPlayer = (await db.selectFrom('players').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  const chains = new FairnessChains(db, 4096, new FairnessKeys(randomBytes(32).toString('hex')));
  const drop = async () => {
    if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await handle.close();
  };
  return { handle, db, chains, firstPlayer, drop };
}
