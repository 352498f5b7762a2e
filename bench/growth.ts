// Referrals at scale, on one tree of 97,656 players (a root, 5 invitees each, 7 levels down):
// 1. settling 100,000 bets whose bettors all have 7 uplines (all agents and VIP), commissions
//    included, against the same settlement without them (targets on PostgreSQL, issue 28: at most
//    1 s without, 1.5 s with; at most 2x);
// 2. GET /v1/players/{id}/list-refs for the root, every level F1..F7, p99 (target: <= 20 ms).
// Run: npx tsx bench/growth.ts   (SQLite in a temp folder; DATABASE_URL=postgres://... for PostgreSQL)
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
import { commissionsEffect } from '../src/server/modules/referrals/commissions.effect.js';
import { FairnessChains } from '../src/server/modules/rounds/chains.js';
import { FairnessKeys } from '../src/server/modules/rounds/fairness-keys.js';
import { settleRound } from '../src/server/modules/rounds/settlement.js';
import { seedBets } from '../src/server/testing/game.js';
import { percentile } from './support.js';

const BRANCHING = 5;
const LEVELS = 7;
const BETS = 100_000;
const RUNS = Number(process.env.RUNS ?? 3);

const pgSchema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
if (pgSchema) await sql`create schema ${sql.id(pgSchema)}`.execute(openDatabase({ url: process.env.DATABASE_URL, pgPoolSize: 1 }).db);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-growth-'));
const handle = openDatabase({ url: process.env.DATABASE_URL, pgSchema, sqliteFile: path.join(dataDir, 'app.sqlite') });
const db = handle.db;
await migrateToLatest(db as Kysely<unknown>, pgSchema);

// The tree, level by level: player n's inviter is (n - 1) / 5. Everyone above the last level is an agent and VIP.
const passwordHash = await hashPassword('secret123', 1024);
const now = Date.now();
const sizes = Array.from({ length: LEVELS + 1 }, (_, k) => BRANCHING ** k);
const total = sizes.reduce((a, b) => a + b, 0);
for (let start = 0; start < total; start += 2000) {
  const rows = Array.from({ length: Math.min(2000, total - start) }, (_, i) => {
    const n = start + i;
    return { username: `tree${n}`, usernameKey: `tree${n}`, passwordHash, refCode: `T${n}`, referrerId: n === 0 ? null : Math.floor((n - 1) / BRANCHING) + 1, isAgent: 1, isUnlockMulti: 1, createdAt: now, updatedAt: now };
  });
  await db.insertInto('players').values(rows).execute();
}
// The closure table as registration writes it, one depth at a time.
await sql`insert into referral_paths (ancestor_id, depth, descendant_id) select referrer_id, 1, id from players where referrer_id is not null`.execute(db);
for (let depth = 2; depth <= LEVELS; depth++) {
  await sql`insert into referral_paths (ancestor_id, depth, descendant_id)
    select p.ancestor_id, ${depth}, c.descendant_id from referral_paths p join referral_paths c on c.ancestor_id = p.descendant_id and c.depth = 1
    where p.depth = ${depth - 1}`.execute(db);
}
await sql`insert into referral_counts (ancestor_id, depth, players)
  select ancestor_id, depth, count(*) from referral_paths group by ancestor_id, depth`.execute(db);
// A database in use has its statistics; a bulk-loaded one needs them gathered once.
if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(db);
else await sql`analyze`.execute(db);
const paths = Number((await sql<{ n: number }>`select count(*) as n from referral_paths`.execute(db)).rows[0]!.n);
console.log(`tree: ${total.toLocaleString('en-US')} players, ${paths.toLocaleString('en-US')} closure rows`);

// 1. Settlement with and without commissions. Bettors: the deepest level, each with 7 uplines.
const firstLeaf = total - sizes[LEVELS]! + 1;
const chains = new FairnessChains(db, 4096, new FairnessKeys(randomBytes(32).toString('hex')));
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12', CLIENT_DIR: '/nonexistent', SCRYPT_COST: '1024', LOG_LEVEL: 'warn' });
const app = await buildApp({ config, database: { ...handle, close: async () => {} }, routesDir: path.resolve('src/server/routes'), runEngine: false }, false);
await app.ready();
const { ledger, settings } = app.ctx;
const effect = commissionsEffect(settings, ledger);

async function round(incId: number) {
  const { chainNo, seedHash } = await chains.seedFor('LEVEL_1', incId);
  const row = await db
    .insertInto('rounds')
    .values({ zone: 'LEVEL_1', incId, startTime: incId * 60_000, endTime: (incId + 1) * 60_000, chainNo, seedHash, payoutBps: 19_500 })
    .returningAll()
    .executeTakeFirstOrThrow();
  const gates = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;
  for (let start = 0; start < BETS; start += 5000) {
    await seedBets(db, row, Array.from({ length: 5000 }, (_, i) => ({ playerId: firstLeaf + ((start + i) % sizes[LEVELS]!), gate: gates[(start + i) % 4]!, amount: 100_000, createdAt: now })));
  }
  return row;
}

const timings = { plain: [] as number[], commissions: [] as number[] };
for (let run = 0; run < RUNS; run++) {
  for (const kind of ['plain', 'commissions'] as const) {
    const r = await round(2000 + run * 2 + (kind === 'plain' ? 0 : 1));
    const t0 = performance.now();
    const settled = await settleRound({ db, ledger, clock: { now: Date.now }, effects: kind === 'plain' ? [] : [effect] }, chains, r, Date.now());
    timings[kind].push(performance.now() - t0);
    console.log(`run ${run + 1} ${kind.padEnd(11)} ${timings[kind].at(-1)!.toFixed(1)} ms, ${settled!.credited.length.toLocaleString('en-US')} balances changed`);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const [plain, withCommissions] = [median(timings.plain), median(timings.commissions)];

// 2. list-refs for the root, every level, through the real route.
const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: 'tree0', password: 'secret123' } });
const token = login.json<AuthResponse>().tokens.access.token;
const latencies: Record<string, number[]> = {};
for (let i = 0; i < 200; i++) {
  for (let level = 1; level <= LEVELS; level++) {
    const page = 1 + (i % 5);
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: `/v1/players/1/list-refs?childLevel=F${level}&page=${page}`, headers: { authorization: `Bearer ${token}` } });
    (latencies[`F${level}`] ??= []).push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`list-refs F${level}: ${res.statusCode} ${res.body}`);
  }
}
const problems = await ledgerProblems(db);
await app.close();
if (pgSchema) await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(db);
await handle.close();

console.log(`\nsettle ${BETS.toLocaleString('en-US')} bets on ${handle.dialect}, every bettor with 7 uplines: without commissions ${plain.toFixed(1)} ms, with ${withCommissions.toFixed(1)} ms (${(withCommissions / plain).toFixed(2)}x; target <= 2x${handle.dialect === 'postgres' ? '; on PostgreSQL <= 1,000 and 1,500 ms' : ''})`);
for (const [level, xs] of Object.entries(latencies)) {
  const sorted = [...xs].sort((a, b) => a - b);
  console.log(`list-refs ${level} (${(BRANCHING ** Number(level.slice(1))).toLocaleString('en-US')} players): p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (target p99 <= 20 ms)`);
}
console.log(`the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`);
process.exit(0);
