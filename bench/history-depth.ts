// Histories that go all the way back (issue 30): a player with 100,000 bets (one a 1-minute round,
// each with two other bettors), their 100,000 BET ledger rows, read 100 rows a page through the real
// routes. The page at depth 1,000 (rows 99,901-100,000) read by cursor, p99 of 1,000 reads (target:
// <= 20 ms on both databases), beside the same page read by number (offset 99,900; 100 reads) as
// the baseline; depth 10 too.
// Run: npx tsx bench/history-depth.ts   (SQLite in a temp folder; DATABASE_URL=postgres://... for PostgreSQL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { AuthResponse } from '../src/shared/api/auth.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { hashPassword } from '../src/server/lib/passwords.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { percentile } from './support.js';

const BETS = 100_000;
const PAGE = 100;
const DEPTHS = [10, 1000];
const RUNS = Number(process.env.RUNS ?? 1000);
/** The pages by number take 100 times longer: fewer of them. */
const BASELINE_RUNS = Number(process.env.BASELINE_RUNS ?? 100);
const WARMUP = 20;
const CHUNK = 2000;

const pgSchema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
if (pgSchema) await sql`create schema ${sql.id(pgSchema)}`.execute(openDatabase({ url: process.env.DATABASE_URL, pgPoolSize: 1 }).db);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
const handle = openDatabase({ url: process.env.DATABASE_URL, pgSchema, sqliteFile: path.join(dataDir, 'app.sqlite') });
const db = handle.db;
await migrateToLatest(db as Kysely<unknown>, pgSchema);

const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
  CLIENT_DIR: '/nonexistent',
  SCRYPT_COST: '1024',
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: 'operator',
  ADMIN_PASSWORD: 'bench-operator-1',
});
const app = await buildApp({ config, database: { ...handle, close: async () => {} }, routesDir: path.resolve('src/server/routes'), runEngine: false }, false);
await app.ready();

// The player, and two others in every round.
const now = Date.now();
const passwordHash = await hashPassword('secret123', 1024);
const names = ['deep0001', 'other001', 'other002'];
await db.insertInto('players').values(names.map((n) => ({ username: n, usernameKey: n, passwordHash, refCode: n.toUpperCase(), createdAt: now, updatedAt: now }))).execute();
const [deep, ...others] = (await db.selectFrom('players').select('id').where('username', 'in', names).orderBy('id').execute()).map((r) => r.id) as [number, ...number[]];
await db.transaction().execute((trx) => app.ctx.ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: deep }, amount: BETS * 100_000, kind: 'DEPOSIT', ref: { type: 'bench', id: 1 }, now }));

// A settled LEVEL_1 round a minute, 100,000 of them back from now; each with a bet of the player's
// (10 points on CAO, booked through the ledger) and one of each other player's (not booked: only the
// player's rows are read).
const firstIncId = Math.floor(now / 60_000) - BETS;
const t0 = performance.now();
for (let start = 0; start < BETS; start += CHUNK) {
  const incIds = Array.from({ length: Math.min(CHUNK, BETS - start) }, (_, i) => firstIncId + start + i);
  const rounds = await db
    .insertInto('rounds')
    .values(incIds.map((incId) => ({ zone: 'LEVEL_1' as const, incId, startTime: incId * 60_000, endTime: (incId + 1) * 60_000, chainNo: 1, seedHash: 'h', seed: 's', result: incId % 2 ? '71234' : '28642', status: 'SETTLED' as const, highLowWinner: incId % 2 ? ('CAO' as const) : ('THAP' as const), oddEvenWinner: 'PHAI' as const, payoutBps: 19_500, settledAt: (incId + 1) * 60_000, creditedAt: (incId + 1) * 60_000 })))
    .returning(['id', 'incId'])
    .execute();
  rounds.sort((a, b) => a.incId - b.incId);
  await db.transaction().execute(async (trx) => {
    const bets = rounds.flatMap((r) => [deep, ...others].map((playerId) => ({ playerId, roundId: r.id, gate: 'CAO' as const, amount: 100_000, createdAt: r.incId * 60_000 + 5_000 })));
    const ids = await trx.insertInto('bets').values(bets).returning(['id', 'playerId']).execute();
    const mine = ids.filter((b) => b.playerId === deep).sort((a, b) => a.id - b.id);
    await app.ctx.ledger.postBatch(trx, mine.map((b) => ({ from: { player: deep }, to: { system: 'HOUSE' as const }, amount: 100_000, kind: 'BET' as const, ref: { type: 'bet', id: b.id }, now })));
  });
}
// A database in use has its statistics; a bulk-loaded one needs them gathered once.
if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
else await sql`analyze`.execute(db);
console.log(`${handle.dialect}: ${(BETS * 3).toLocaleString('en-US')} bets in ${BETS.toLocaleString('en-US')} rounds, ${BETS.toLocaleString('en-US')} ledger rows of the player, built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: 'deep0001', password: 'secret123' } });
const headers = { authorization: `Bearer ${login.json<AuthResponse>().tokens.access.token}` };

/** Where page `depth` starts: the cursor the page before it ends on (each list's rows, newest first). */
async function cursorAt(list: string, depth: number): Promise<string> {
  const offset = (depth - 1) * PAGE - 1;
  if (list === '/v1/ledger') {
    const row = await db.selectFrom('ledgerEntries').select('id').where('playerId', '=', deep).orderBy('id', 'desc').offset(offset).limit(1).executeTakeFirstOrThrow();
    return String(row.id);
  }
  // A bet is the player's only one in its round: the entry of a round is that bet.
  const row = await db.selectFrom('bets').select('id').where('playerId', '=', deep).orderBy('id', 'desc').offset(offset).limit(1).executeTakeFirstOrThrow();
  return String(row.id);
}

/** RUNS timings of `url` (sorted), after a few untimed calls (the statement's first plans, the JIT). */
async function timed(url: string, expectRows: number, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = -WARMUP; i < runs; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (i >= 0) times.push(performance.now() - t);
    const rows = (res.json() as { results?: unknown[] }).results?.length;
    if (res.statusCode !== 200 || rows !== expectRows) throw new Error(`${url}: ${res.statusCode} ${rows} rows ${res.body.slice(0, 200)}`);
  }
  return times.sort((a, b) => a - b);
}

const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(2)} ms, p99 ${percentile(xs, 99).toFixed(2)} ms`;
const pages = ['/v1/bets', '/v1/sessions/stats', '/v1/ledger'].flatMap((list) => DEPTHS.map((depth) => ({ list, depth })));
// Every page by cursor first, then the baselines: the garbage of reading 100,000 rows by offset
// would otherwise be collected during the next cursor's runs. The ledger holds the deposit too: its
// page 1,000 is still 100 rows; the others' is their last, exactly 100.
const byCursor: number[][] = [];
for (const { list, depth } of pages) byCursor.push(await timed(`${list}?limit=${PAGE}&cursor=${await cursorAt(list, depth)}`, PAGE, RUNS));
const verdicts: string[] = [];
for (const [i, { list, depth }] of pages.entries()) {
  const byNumber = await timed(`${list}?limit=${PAGE}&page=${depth}`, PAGE, BASELINE_RUNS);
  const cursor = byCursor[i]!;
  console.log(`${list.padEnd(19)} page ${String(depth).padStart(4)} (rows ${((depth - 1) * PAGE + 1).toLocaleString('en-US')}-${(depth * PAGE).toLocaleString('en-US')}): by cursor ${fmt(cursor)} | by number (offset) ${fmt(byNumber)}`);
  if (depth === 1000) verdicts.push(`${list} ${percentile(cursor, 99) <= 20 ? 'meets' : 'MISSES'} p99 <= 20 ms (${percentile(cursor, 99).toFixed(2)} ms)`);
}
console.log(`\ntarget, the page at depth 1,000 by cursor on ${handle.dialect}:\n  ${verdicts.join('\n  ')}`);
const problems = await ledgerProblems(db);
console.log(`the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`);
await app.close();
if (pgSchema) await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(db);
// Closing the database may leave nothing for the event loop to wait on: exit without waiting for it.
void handle.close().finally(() => process.exit(0));
