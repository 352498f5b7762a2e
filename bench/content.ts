// Home's wins at scale: 5,000,000 settled bets over 30 days (10% of them today, Vietnam time),
// loaded in the release before 0007_content, then the migration's backfill of the wins rollups, then
// GET /v1/top and GET /v1/new through the app, p50/p99 (target: p99 <= 20 ms).
// Run: npx tsx bench/content.ts   (SQLite in a temp folder; DATABASE_URL=postgres://... for PostgreSQL)
// BETS=... changes the number of bets.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { vietnamDay, vietnamDayStart } from '../src/shared/content.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateTo, migrateToLatest } from '../src/server/db/migrate.js';
import { percentile } from './support.js';

const BETS = Number(process.env.BETS ?? 5_000_000);
const PLAYERS = 50_000;
const DAYS = 30;
const CALLS = Number(process.env.CALLS ?? 1000);

const pgSchema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
if (pgSchema) await sql`create schema ${sql.id(pgSchema)}`.execute(openDatabase({ url: process.env.DATABASE_URL, pgPoolSize: 1 }).db);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
const handle = openDatabase({ url: process.env.DATABASE_URL, pgSchema, sqliteFile: path.join(dataDir, 'app.sqlite') });
const db = handle.db;
const postgres = handle.dialect === 'postgres';
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

// The release before the content tables, so that 0007's backfill runs over the bets.
await migrateTo(db as Kysely<unknown>, '0006_growth', pgSchema);

const t0 = performance.now();
const now = Date.now();
for (let start = 0; start < PLAYERS; start += 2000) {
  const rows = Array.from({ length: Math.min(2000, PLAYERS - start) }, (_, i) => {
    const n = start + i;
    return { username: `player${String(n).padStart(6, '0')}`, usernameKey: `player${String(n).padStart(6, '0')}`, passwordHash: 'x', refCode: `B${n}`, createdAt: now, updatedAt: now };
  });
  await db.insertInto('players').values(rows).execute();
}

// One LEVEL_1 round a minute for 30 days up to now, all settled; the winning gates vary by round.
const lastInc = Math.floor(now / 60_000) - 1;
const firstInc = lastInc - DAYS * 1440 + 1;
const todayInc = Math.ceil(vietnamDayStart(vietnamDay(now)) / 60_000);
const rounds = lastInc - firstInc + 1;
const oldRounds = todayInc - firstInc;
const todayRounds = Math.max(1, lastInc - todayInc + 1);
const series = (n: number) =>
  postgres ? sql`select g::bigint as n from generate_series(0, ${sql.lit(n - 1)}) g` : sql`with recursive s(n) as (select 0 union all select n + 1 from s where n < ${sql.lit(n - 1)}) select n from s`;
await sql`insert into rounds (zone, inc_id, start_time, end_time, chain_no, seed_hash, seed, result, status, high_low_winner, odd_even_winner, payout_bps, settled_at, announced_at)
  select 'LEVEL_1', ${sql.lit(firstInc)} + n, (${sql.lit(firstInc)} + n) * 60000, (${sql.lit(firstInc)} + n + 1) * 60000, 0, 'bench', 'bench', '00000', 'SETTLED',
         case when n % 2 = 0 then 'CAO' else 'THAP' end, case when (n / 2) % 2 = 0 then 'TRAI' else 'PHAI' end, 19500,
         (${sql.lit(firstInc)} + n + 1) * 60000 + 150, (${sql.lit(firstInc)} + n + 1) * 60000 + 200
  from (${series(rounds)}) s order by n`.execute(db);
const firstRoundId = Number((await sql<{ id: number }>`select min(id) as id from rounds`.execute(db)).rows[0]!.id);

// Bets: 90% over the rounds before today, 10% over today's; players, gates and amounts (10..1,009 points) spread.
const todayBets = Math.round(BETS / 10);
async function bets(count: number, firstRound: number, roundCount: number, offset: number) {
  const chunk = postgres ? count : 500_000; // SQLite: statements of 500,000 rows
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    await sql`insert into bets (player_id, round_id, gate, amount, created_at)
      select 1 + ((n + ${sql.lit(offset + done)}) * 104729) % ${sql.lit(PLAYERS)},
             ${sql.lit(firstRound)} + (n + ${sql.lit(offset + done)}) % ${sql.lit(roundCount)},
             case ((n + ${sql.lit(offset + done)}) / ${sql.lit(roundCount)}) % 4 when 0 then 'CAO' when 1 then 'THAP' when 2 then 'TRAI' else 'PHAI' end,
             (10 + ((n + ${sql.lit(offset + done)}) * 7919) % 1000) * 10000,
             ${sql.lit(now)}
      from (${series(size)}) s`.execute(db);
  }
}
await bets(BETS - todayBets, firstRoundId, oldRounds, 0);
await bets(todayBets, firstRoundId + oldRounds, todayRounds, BETS);
console.log(`loaded ${BETS.toLocaleString('en-US')} settled bets (${todayBets.toLocaleString('en-US')} today) in ${rounds.toLocaleString('en-US')} rounds, ${PLAYERS.toLocaleString('en-US')} players: ${seconds(t0)} s`);

const t1 = performance.now();
await migrateToLatest(db as Kysely<unknown>, pgSchema);
if (postgres) await sql`vacuum analyze`.execute(db);
else await sql`analyze`.execute(db);
const count = async (q: string) => Number((await sql<{ n: number }>`${sql.raw(q)}`.execute(db)).rows[0]!.n);
const wins = await count('select count(*) as n from wins');
const todays = await count(`select count(*) as n from daily_wins where day = ${vietnamDay(now)}`);
console.log(`migration 0007 (backfill of the wins rollups) and analyze: ${seconds(t1)} s; ${wins.toLocaleString('en-US')} wins, ${todays.toLocaleString('en-US')} players won today`);

const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12', CLIENT_DIR: '/nonexistent', SCRYPT_COST: '1024', LOG_LEVEL: 'warn' });
const app = await buildApp({ config, database: { ...handle, close: async () => {} }, routesDir: path.resolve('src/server/routes'), runEngine: false }, false);
await app.ready();

const latencies: Record<string, number[]> = { '/v1/top': [], '/v1/new': [] };
for (let i = 0; i < CALLS + 50; i++) {
  for (const url of Object.keys(latencies)) {
    const t2 = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - t2;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    if (i === 0) console.log(`${url}: ${res.json<{ results: unknown[] }>().results.length} rows, first ${JSON.stringify(res.json<{ results: unknown[] }>().results[0])}`);
    if (i >= 50) latencies[url]!.push(ms); // after a warm-up
  }
}
await app.close();
if (pgSchema) await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(db);
await handle.close();
rmSync(dataDir, { recursive: true, force: true });

for (const [url, xs] of Object.entries(latencies)) {
  const sorted = [...xs].sort((a, b) => a - b);
  console.log(`${handle.dialect} GET ${url}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms over ${CALLS} calls (target p99 <= 20 ms)`);
}
process.exit(0);
