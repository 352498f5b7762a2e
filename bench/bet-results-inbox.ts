// Bet results in the inbox (issue 50 §4): what writing one inbox row per player per round costs
// settlement. One round of 100,000 bets settled with the production effects as they were (the
// baseline) and with the bet results' effect too, alternating in one run, on SQLite (10,000
// players) and PostgreSQL (78,125 players), as bench/settlement.ts seeds them.
// Run: npx tsx bench/bet-results-inbox.ts   (RUNS=3; DIALECTS=sqlite or postgres for one; TEST_DATABASE_URL for PostgreSQL)
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import type { Database } from '../src/server/db/schema.js';
import { winsEffect } from '../src/server/modules/content/wins.effect.js';
import { dailyTotalsEffect } from '../src/server/modules/dashboard/totals.effect.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { Ledger } from '../src/server/modules/ledger/ledger.service.js';
import { FairnessChains } from '../src/server/modules/rounds/chains.js';
import { FairnessKeys } from '../src/server/modules/rounds/fairness-keys.js';
import { type SettlementEffect, settleRound } from '../src/server/modules/rounds/settlement.js';
import { lossTalliesEffect } from '../src/server/modules/safety/loss-tallies.effect.js';
import { betResultsEffect } from '../src/server/modules/notifications/bet-results.effect.js';
import { dayStart } from '../src/server/modules/safety/safety.periods.js';
import { seedBets } from '../src/server/testing/game.js';

const BETS = 100_000;
const RUNS = Number(process.env.RUNS ?? 3);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;
/** The effects production settlement ran before bet results went to the inbox, and with them. */
const BEFORE: SettlementEffect[] = [winsEffect(), dailyTotalsEffect(), lossTalliesEffect()];
const WITH: SettlementEffect[] = [...BEFORE, betResultsEffect()];

async function setup(dialect: 'sqlite' | 'postgres', players: number): Promise<{ handle: DatabaseHandle; db: Kysely<Database>; chains: FairnessChains; firstPlayer: number; drop: () => Promise<void> }> {
  const schema = dialect === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  if (schema) {
    const admin = openDatabase({ url: PG_URL, pgPoolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
  }
  // A loaded machine's statement may take longer than the product's 2 s deadline: the bench waits.
  const handle = openDatabase(schema ? { url: PG_URL, pgSchema: schema, pgStatementTimeoutMs: 120_000 } : { sqliteFile: path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-settle-')), 'app.sqlite') });
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

/** A round of BETS bets spread over `players` players, seeded without their debit (only the wins move: the books still balance), with the stakes and loss tallies they would have added to. */
async function seedRound(db: Kysely<Database>, chains: FairnessChains, incId: number, firstPlayer: number, players: number) {
  const { chainNo, seedHash } = await chains.seedFor('LEVEL_1', incId);
  const round = await db
    .insertInto('rounds')
    .values({ zone: 'LEVEL_1', incId, startTime: incId * 60_000, endTime: (incId + 1) * 60_000, chainNo, seedHash, payoutBps: 19_500 })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (let start = 0; start < BETS; start += 5000) {
    await seedBets(db, round, Array.from({ length: 5000 }, (_, i) => ({ playerId: firstPlayer + ((start + i) % players), gate: GATES[(start + i) % 4]!, amount: 100_000 + ((start + i) % 7) * 10_000, createdAt: Date.now() })));
  }
  // The loss tallies the bets added to as they were placed (the bet path's own write): settlement
  // then adds the winnings to rows that exist, as in production.
  await sql`insert into loss_tallies (player_id, day_start, stakes, winnings)
    select player_id, ${dayStart(Date.now())}, sum(amount), 0 from bets where round_id = ${round.id} group by player_id
    on conflict (player_id, day_start) do update set stakes = loss_tallies.stakes + excluded.stakes`.execute(db);
  return round;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const lines: string[] = [];
const DIALECTS = (process.env.DIALECTS ?? 'sqlite,postgres').split(',');
for (const [dialect, players] of [
  ['sqlite', 10_000],
  ['postgres', 78_125],
] as const) {
  if (!DIALECTS.includes(dialect)) continue;
  const { db, chains, firstPlayer, drop } = await setup(dialect, players);
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
  const timings = { baseline: [] as number[], results: [] as number[] };
  let incId = 1000;
  for (let run = 0; run < RUNS; run++) {
    // Alternating, the order swapped every run: neither side always goes first on a warmer table.
    const order = run % 2 === 0 ? (['baseline', 'results'] as const) : (['results', 'baseline'] as const);
    for (const kind of order) {
      const round = await seedRound(db, chains, incId++, firstPlayer, players);
      if (dialect === 'postgres') await sql`analyze`.execute(db);
      const t0 = performance.now();
      const settled = (await settleRound({ db, ledger, clock: { now: Date.now }, effects: kind === 'baseline' ? BEFORE : WITH }, chains, round, Date.now()))!;
      timings[kind].push(performance.now() - t0);
      console.log(`${dialect} run ${run + 1} ${kind.padEnd(8)} ${timings[kind].at(-1)!.toFixed(1)} ms: ${settled.round.betCount} bets, ${settled.round.playerCount} players`);
    }
  }
  const rows = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('roundId', 'is not', null).executeTakeFirstOrThrow();
  const problems = await ledgerProblems(db);
  const all = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
  lines.push(
    `${dialect.padEnd(10)} ${BETS.toLocaleString('en-US')} bets by ${players.toLocaleString('en-US').padStart(6)} players: baseline median ${median(timings.baseline).toFixed(1)} ms (${all(timings.baseline)}), with bet results median ${median(timings.results).toFixed(1)} ms (${all(timings.results)}); inbox rows written ${Number(rows.n).toLocaleString('en-US')} (${RUNS} rounds x ${players.toLocaleString('en-US')} expected); the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`,
  );
  await drop();
}
console.log(`\n${os.cpus().length} cores, ${RUNS} runs each, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const line of lines) console.log(line);
process.exit(0);
