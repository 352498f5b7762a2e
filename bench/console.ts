// The operator console at scale: 1,000,000 players and 10,000,000 ledger rows (plus 1,000,000 settled
// bets over 30 days, pending withdrawals and ID checks), loaded in the release before 0010_dashboard,
// then the migration (its rollups' backfill and the search indexes), then through the app:
// GET /v1/admin/players searches (public ID, username prefix, phone, bank account) and
// GET /v1/admin/dashboard, p50/p99 (target: p99 < 100 ms).
// Run: npx tsx bench/console.ts   (SQLite in a temp folder; DATABASE_URL=postgres://... for PostgreSQL)
// PLAYERS=..., LEDGER_ROWS=..., BETS=..., CALLS=... change the sizes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AdminPlayersResponse } from '../src/shared/api/admin-players.js';
import type { DashboardResponse } from '../src/shared/api/dashboard.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrateTo, migrateToLatest } from '../src/server/db/migrate.js';
import { signInOperator } from '../src/server/testing/operator-session.js';
import { percentile } from './support.js';

const PLAYERS = Number(process.env.PLAYERS ?? 1_000_000);
const LEDGER_ROWS = Number(process.env.LEDGER_ROWS ?? 10_000_000);
const BETS = Number(process.env.BETS ?? 1_000_000);
const CALLS = Number(process.env.CALLS ?? 500);
const DAYS = 30;
const DAY_MS = 86_400_000;
const OPERATOR = { username: 'benchop', password: 'bench-operator-pass' };
/** Usernames: id × NAME_FACTOR mod NAME_PRIME (a prime above every id), one distinct number per player. */
const NAME_FACTOR = 104_729;
const NAME_PRIME = 1_000_003;

const pgSchema = process.env.DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : undefined;
if (pgSchema) await sql`create schema ${sql.id(pgSchema)}`.execute(openDatabase({ url: process.env.DATABASE_URL, pgPoolSize: 1 }).db);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
const handle = openDatabase({ url: process.env.DATABASE_URL, pgSchema, sqliteFile: path.join(dataDir, 'app.sqlite') });
const db = handle.db;
const postgres = handle.dialect === 'postgres';
const seconds = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);
const n = (x: number) => x.toLocaleString('en-US');

/** Rows 0..count-1 of `n`; SQLite statements of at most 500,000 rows, PostgreSQL of 2,000,000. */
const series = (count: number) =>
  postgres ? sql`select g::bigint as n from generate_series(0, ${sql.lit(count - 1)}) g` : sql`with recursive s(n) as (select 0 union all select n + 1 from s where n < ${sql.lit(count - 1)}) select n from s`;
async function inChunks(total: number, insert: (offset: number, size: number) => RawBuilder<unknown>) {
  const chunk = postgres ? 2_000_000 : 500_000;
  for (let done = 0; done < total; done += chunk) await insert(done, Math.min(chunk, total - done)).execute(db);
}
/** `value` as text padded with zeros to `width` digits. */
const padded = (value: RawBuilder<unknown>, width: number) =>
  postgres ? sql`lpad((${value})::text, ${sql.lit(width)}, '0')` : sql`substr(${sql.lit('0'.repeat(width))} || (${value}), ${sql.lit(-width)}, ${sql.lit(width)})`;
const digits = (id: number, width: number) => String(id).padStart(width, '0');

await migrateTo(db as Kysely<unknown>, '0009_operators', pgSchema);
const now = Date.now();

// Players 1..PLAYERS (id order = registration order, over a year up to now), phone 09xxxxxxxx and
// bank account 1903xxxxxxxx from the id, username `player` + 7 digits of a number the id is mapped to
// by a permutation (names are not in registration order): the prefix `player` + k digits finds 10^(7-k).
let t0 = performance.now();
const spacing = Math.floor((365 * DAY_MS) / PLAYERS);
await inChunks(PLAYERS, (offset, size) => {
  const id = sql`(n + ${sql.lit(offset + 1)})`;
  const name = sql`'player' || ${padded(sql`(${id} * ${sql.lit(NAME_FACTOR)}) % ${sql.lit(NAME_PRIME)}`, 7)}`;
  return sql`insert into players (id, username, username_key, password_hash, ref_code, phone_number, bank_name, bank_account_number, bank_account_holder, balance, created_at, updated_at)
    select ${id}, ${name}, ${name}, 'x', 'B' || ${padded(id, 7)}, '09' || ${padded(id, 8)}, 'VCB', '1903' || ${padded(id, 8)}, 'NGUYEN VAN A', 0,
           ${sql.lit(now)} - (${sql.lit(PLAYERS)} - ${id}) * ${sql.lit(spacing)}, ${sql.lit(now)}
    from (${series(size)}) s`;
});
if (postgres) await sql`select setval(pg_get_serial_sequence('players', 'id'), ${sql.lit(PLAYERS)})`.execute(db);
console.log(`loaded ${n(PLAYERS)} players: ${seconds(t0)} s`);

// Ledger rows: pairs of a player's BET and HOUSE's side of it (volume only: the console reads none of them).
t0 = performance.now();
await inChunks(LEDGER_ROWS, (offset, size) => {
  const k = sql`(n + ${sql.lit(offset)})`;
  const player = sql`case when ${k} % 2 = 0 then 1 + (${k} / 2) % ${sql.lit(PLAYERS)} else null end`;
  return sql`insert into ledger_entries (player_id, system_account, delta, kind, ref_type, ref_id, balance_after, created_at)
    select ${player}, case when ${k} % 2 = 1 then 'HOUSE' else null end, case when ${k} % 2 = 0 then -10000 else 10000 end,
           'BET', 'bench', cast(${k} / 2 as text), 1000000, ${sql.lit(now - DAYS * DAY_MS)} + ${k}
    from (${series(size)}) s`;
});
console.log(`loaded ${n(LEDGER_ROWS)} ledger rows: ${seconds(t0)} s`);

// One LEVEL_1 round a minute for 30 days, all settled, with bets over them (for 0010's backfill).
t0 = performance.now();
const lastInc = Math.floor(now / 60_000) - 1;
const rounds = DAYS * 1440;
const firstInc = lastInc - rounds + 1;
await sql`insert into rounds (zone, inc_id, start_time, end_time, chain_no, seed_hash, seed, result, status, high_low_winner, odd_even_winner, payout_bps, settled_at, announced_at)
  select 'LEVEL_1', ${sql.lit(firstInc)} + n, (${sql.lit(firstInc)} + n) * 60000, (${sql.lit(firstInc)} + n + 1) * 60000, 0, 'bench', 'bench', '00000', 'SETTLED',
         case when n % 2 = 0 then 'CAO' else 'THAP' end, case when (n / 2) % 2 = 0 then 'TRAI' else 'PHAI' end, 19500,
         (${sql.lit(firstInc)} + n + 1) * 60000 + 150, (${sql.lit(firstInc)} + n + 1) * 60000 + 200
  from (${series(rounds)}) s order by n`.execute(db);
const firstRoundId = Number((await sql<{ id: number }>`select min(id) as id from rounds`.execute(db)).rows[0]!.id);
await inChunks(BETS, (offset, size) => {
  const k = sql`(n + ${sql.lit(offset)})`;
  return sql`insert into bets (player_id, round_id, gate, amount, created_at)
    select 1 + (${k} * 104729) % ${sql.lit(PLAYERS)}, ${sql.lit(firstRoundId)} + ${k} % ${sql.lit(rounds)},
           case (${k} / ${sql.lit(rounds)}) % 4 when 0 then 'CAO' when 1 then 'THAP' when 2 then 'TRAI' else 'PHAI' end,
           (10 + (${k} * 7919) % 1000) * 10000, ${sql.lit(now)}
    from (${series(size)}) s`;
});
// Withdrawals and ID checks: a few hundred waiting, thousands decided.
await sql`insert into withdrawals (player_id, amount, fee_bps, fee, net_vnd, status, bank_name, bank_account_number, bank_account_holder, decided_at, created_at)
  select 1 + (n * 7) % ${sql.lit(PLAYERS)}, 1000000, 1500, 150000, 85000, case when n < 300 then 'PENDING' else 'APPROVED' end, 'VCB', '1', 'A',
         case when n < 300 then null else ${sql.lit(now)} end, ${sql.lit(now)} - n * 1000
  from (${series(20_300)}) s`.execute(db);
await sql`insert into verifications (player_id, front_file, back_file, status, created_at)
  select 1 + (n * 11) % ${sql.lit(PLAYERS)}, 'f' || n, 'b' || n, case when n < 150 then 'PENDING' else 'APPROVED' end, ${sql.lit(now)} - n * 1000
  from (${series(10_150)}) s`.execute(db);
console.log(`loaded ${n(rounds)} settled rounds, ${n(BETS)} bets, 20,300 withdrawals, 10,150 ID checks: ${seconds(t0)} s`);

t0 = performance.now();
await migrateToLatest(db as Kysely<unknown>, pgSchema);
console.log(`migrations from 0010 (rollups' backfill, search indexes): ${seconds(t0)} s`);
// A database in use has its statistics; a bulk-loaded one needs them gathered once.
t0 = performance.now();
if (postgres) await sql`vacuum analyze`.execute(db);
else await sql`analyze`.execute(db);
console.log(`analyze: ${seconds(t0)} s`);

const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
  CLIENT_DIR: '/nonexistent',
  SCRYPT_COST: '1024',
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: OPERATOR.username,
  ADMIN_PASSWORD: OPERATOR.password,
  AUTH_RATE_LIMIT: '1000',
});
const app = await buildApp({ config, database: { ...handle, close: async () => {} }, routesDir: path.resolve('src/server/routes'), runEngine: false }, false);
await app.ready();
const { token } = await signInOperator(app, (options) => app.inject({ ...options, headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) } }), OPERATOR);

const pick = () => 1 + Math.floor(Math.random() * PLAYERS);
const calls: Record<string, () => string> = {
  'players: public ID': () => `/v1/admin/players?q=${100_000 + pick()}`,
  'players: username (whole)': () => `/v1/admin/players?q=player${digits((pick() * NAME_FACTOR) % NAME_PRIME, 7)}`,
  'players: username prefix, ~100 found': () => `/v1/admin/players?q=player${digits(Math.floor(pick() / 100), 5)}`,
  'players: username prefix, ~10,000 found': () => `/v1/admin/players?q=player${digits(Math.floor(pick() / 10_000), 3)}`,
  'players: phone': () => `/v1/admin/players?q=09${digits(pick(), 8)}`,
  'players: bank account': () => `/v1/admin/players?q=1903${digits(pick(), 8)}`,
  'players: no search (page 1 of all)': () => '/v1/admin/players',
  dashboard: () => '/v1/admin/dashboard',
};
const latencies: Record<string, number[]> = {};
for (let i = 0; i < CALLS + 20; i++) {
  for (const [name, url] of Object.entries(calls)) {
    const t2 = performance.now();
    const res = await app.inject({ method: 'GET', url: url(), headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - t2;
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    if (i === 0 && name === 'dashboard') {
      const d = res.json<DashboardResponse>();
      console.log(`dashboard: ${n(d.players.total)} players (${n(d.players.newToday)} today), today stakes ${n(d.today.stakes)} payouts ${n(d.today.payouts)}, pending ${d.pending.withdrawals}/${d.pending.verifications}`);
    }
    if (i === 0 && name !== 'dashboard') console.log(`${name}: ${n(res.json<AdminPlayersResponse>().totalResults)} found`);
    if (i >= 20) (latencies[name] ??= []).push(ms); // after a warm-up
  }
}
await app.close();
if (pgSchema) await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(db);
await handle.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(`\n${handle.dialect}: ${n(PLAYERS)} players, ${n(LEDGER_ROWS)} ledger rows, ${n(BETS)} bets; ${CALLS} calls each (target p99 < 100 ms)`);
for (const [name, xs] of Object.entries(latencies)) {
  const sorted = [...xs].sort((a, b) => a - b);
  console.log(`  ${name.padEnd(40)} p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(2).padStart(7)} ms`);
}
process.exit(0);
