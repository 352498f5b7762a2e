// Settling one round of 100,000 bets, ledger rows included, on SQLite beside PostgreSQL in one run
// (issue 28): SQLite with 10,000 players (target <= 50 ms), PostgreSQL with 78,125 (target <= 1 s).
// Each is measured plain (the winners' credits only) and with the effects every production
// settlement runs (wins rollups, daily totals, loss tallies); commissions are in bench/growth.ts.
// Run: npx tsx bench/settlement.ts   (RUNS=5; DIALECTS=sqlite or postgres for one; TEST_DATABASE_URL for PostgreSQL, default the local one)
import os from 'node:os';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/server/db/schema.js';
import { winsEffect } from '../src/server/modules/content/wins.effect.js';
import { dailyTotalsEffect } from '../src/server/modules/dashboard/totals.effect.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { Ledger } from '../src/server/modules/ledger/ledger.service.js';
import type { FairnessChains } from '../src/server/modules/rounds/chains.js';
import { type SettlementEffect, settleRound } from '../src/server/modules/rounds/settlement.js';
import { lossTalliesEffect } from '../src/server/modules/safety/loss-tallies.effect.js';
import { dayStart } from '../src/server/modules/safety/safety.periods.js';
import { seedBets } from '../src/server/testing/game.js';
import { seededDatabase } from './seeded-database.js';

const BETS = 100_000;
const RUNS = Number(process.env.RUNS ?? 5);
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;
const EFFECTS: SettlementEffect[] = [winsEffect(), dailyTotalsEffect(), lossTalliesEffect()];

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
/** Which databases to run (DIALECTS=sqlite): both by default. */
const DIALECTS = (process.env.DIALECTS ?? 'sqlite,postgres').split(',');
for (const [dialect, players, target] of [
  ['sqlite', 10_000, 50],
  ['postgres', 78_125, 1000],
] as const) {
  if (!DIALECTS.includes(dialect)) continue;
  const { db, chains, firstPlayer, drop } = await seededDatabase(dialect, players);
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
  const timings = { plain: [] as number[], effects: [] as number[] };
  let incId = 1000;
  for (let run = 0; run < RUNS; run++) {
    for (const kind of ['plain', 'effects'] as const) {
      const round = await seedRound(db, chains, incId++, firstPlayer, players);
      const t0 = performance.now();
      const settled = (await settleRound({ db, ledger, clock: { now: Date.now }, effects: kind === 'plain' ? [] : EFFECTS }, chains, round, Date.now()))!;
      timings[kind].push(performance.now() - t0);
      console.log(`${dialect} run ${run + 1} ${kind.padEnd(7)} ${timings[kind].at(-1)!.toFixed(1)} ms: ${settled.round.betCount} bets, ${settled.round.playerCount} players, ${settled.credited.length} credited`);
    }
  }
  const problems = await ledgerProblems(db);
  lines.push(
    `${dialect.padEnd(10)} ${BETS.toLocaleString('en-US')} bets by ${players.toLocaleString('en-US').padStart(6)} players: plain median ${median(timings.plain).toFixed(1)} ms (worst ${Math.max(...timings.plain).toFixed(1)}), with the production effects median ${median(timings.effects).toFixed(1)} ms; target <= ${target} ms; the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`,
  );
  await drop();
}
console.log(`\n${os.cpus().length} cores, ${RUNS} runs each`);
for (const line of lines) console.log(line);
process.exit(0);
