// Settling one round of 100,000 bets from 10,000 players, ledger rows included (target: <= 250 ms).
// Run: npx tsx bench/settlement.ts   (SQLite file in a temp folder; DATABASE_URL=postgres://... for PostgreSQL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import type { Database } from '../src/server/db/schema.js';
import { FairnessChains } from '../src/server/modules/rounds/chains.js';
import { FairnessKeys } from '../src/server/modules/rounds/fairness-keys.js';
import { settleRound } from '../src/server/modules/rounds/settlement.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { Ledger } from '../src/server/modules/ledger/ledger.service.js';

const PLAYERS = 10_000;
const BETS = 100_000;
const RUNS = Number(process.env.RUNS ?? 5);
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;

/** PostgreSQL: a schema of its own, dropped at the end, so runs never meet each other's rows. */
const pgSchema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;

async function setup() {
  if (pgSchema) await sql`create schema ${sql.id(pgSchema)}`.execute(openDatabase({ url: process.env.DATABASE_URL, pgPoolSize: 1 }).db);
  const handle = openDatabase({ url: process.env.DATABASE_URL, pgSchema, sqliteFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-settle-')), 'app.sqlite') });
  await migrateToLatest(handle.db as Kysely<unknown>, pgSchema);
  const db = handle.db;
  const now = Date.now();
  for (let start = 0; start < PLAYERS; start += 1000) {
    await db
      .insertInto('players')
      .values(Array.from({ length: 1000 }, (_, i) => ({ username: `bench${start + i}`, usernameKey: `bench${start + i}`, passwordHash: 'x', refCode: `R${start + i}`, createdAt: now, updatedAt: now })))
      .execute();
  }
  // Each player starts with the stakes already debited through the ledger: balance = ledger sum = 0.
  const chains = new FairnessChains(db, 4096, new FairnessKeys(randomBytes(32).toString('hex')));
  return { handle, db, chains };
}

async function seedRound(db: Kysely<Database>, chains: FairnessChains, incId: number) {
  const { chainNo, seedHash } = await chains.seedFor('LEVEL_1', incId);
  const round = await db
    .insertInto('rounds')
    .values({ zone: 'LEVEL_1', incId, startTime: incId * 60_000, endTime: (incId + 1) * 60_000, chainNo, seedHash, payoutBps: 19_500 })
    .returningAll()
    .executeTakeFirstOrThrow();
  const firstPlayer = (await db.selectFrom('players').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  for (let start = 0; start < BETS; start += 5000) {
    await db
      .insertInto('bets')
      .values(Array.from({ length: 5000 }, (_, i) => ({ playerId: firstPlayer + ((start + i) % PLAYERS), roundId: round.id, gate: GATES[(start + i) % 4]!, amount: 100_000 + ((start + i) % 7) * 10_000, createdAt: Date.now() })))
      .execute();
  }
  return round;
}

const { handle, db, chains } = await setup();
const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
const timings: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const round = await seedRound(db, chains, 1000 + run);
  const t0 = performance.now();
  const settlement = await settleRound({ db, ledger }, chains, round, Date.now());
  timings.push(performance.now() - t0);
  const wins = await db.selectFrom('ledgerEntries').select((eb) => eb.fn.countAll<number>().as('n')).where('refId', '=', String(round.id)).where('playerId', 'is not', null).executeTakeFirstOrThrow();
  console.log(`run ${run + 1}: ${timings.at(-1)!.toFixed(1)} ms, result ${settlement!.round.result}, ${settlement!.round.betCount} bets, ${Number(wins.n)} WIN ledger rows, ${settlement!.credited.length} players credited`);
}
// Stakes were seeded without their debit, so only the wins moved: the books still balance.
const problems = await ledgerProblems(db);
console.log(`the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`);
timings.sort((a, b) => a - b);
console.log(`\nsettle ${BETS.toLocaleString('en-US')} bets / ${PLAYERS.toLocaleString('en-US')} players on ${handle.dialect}: median ${timings[Math.floor(RUNS / 2)]!.toFixed(1)} ms, worst ${timings.at(-1)!.toFixed(1)} ms (target <= 250 ms)`);
if (pgSchema) await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(db);
await db.destroy();
process.exit(0);
