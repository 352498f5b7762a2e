// What a batch of bets costs, whatever its size, and what each bet adds to it (issue 28): the
// store's batch writer called directly (no HTTP), in process, on PostgreSQL (default) or SQLite.
// Prints, for each batch size, the CPU a batch costs the app's main thread and PostgreSQL (every
// `postgres` process, from /proc; SQLite's work is the main thread's) and its wall time, then the
// fit of the two ends: the fixed cost a batch pays and the cost of each bet in it. A batch's fixed
// cost is what several instances, each writing smaller batches, pay more of a bet than one instance
// (docs/decisions/three-instances-on-two-cores.md).
// Run: npx tsx bench/batch-cost.ts   (SIZES=1,16,36, BATCHES=300, PLAYERS=1000; TEST_DATABASE=sqlite for SQLite)
import { readdirSync, readFileSync } from 'node:fs';
import type { PlaceBet } from '../src/server/modules/bets/bets.batch.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { clockInRound, placeBet } from '../src/server/testing/game.js';
import { createTestApp } from '../src/server/testing/test-app.js';

process.env.TEST_DATABASE ??= 'postgres';
const SIZES = (process.env.SIZES ?? '1,16,36').split(',').map(Number);
const BATCHES = Number(process.env.BATCHES ?? 300);
const PLAYERS = Number(process.env.PLAYERS ?? 1_000);

/** CPU milliseconds (user + system) of a /proc stat file; 0 when the process is gone. */
function cpuMs(statFile: string): number {
  try {
    const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
const mainThreadMs = () => cpuMs(`/proc/${process.pid}/task/${process.pid}/stat`);
function postgresMs(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(`/proc/${pid}/stat`);
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

const t = await createTestApp({ BET_RATE_LIMIT: '100000' }, { clock: clockInRound(10, 180) });
try {
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const p = await t.register(`batchcost${i}`);
    await t.fund(p.player.id, 1_000_000);
    players.push(p);
  }
  // Bets as the route hands them to the store: placed once over HTTP, each kept as it was queued.
  const store = t.app.game.placement.store as unknown as { place(bet: PlaceBet): Promise<unknown>; writeBatch(bets: readonly PlaceBet[], shard: number): Promise<unknown> };
  const bets: PlaceBet[] = [];
  const place = store.place.bind(store);
  store.place = (bet) => (bets.push(bet), place(bet));
  const largest = Math.max(...SIZES);
  const answers = await Promise.all(players.slice(0, largest).map((p, i) => placeBet(t, { token: p.token, amount: 10, gate: i % 2 ? 'CAO' : 'TRAI' })));
  if (answers.some((a) => a.statusCode !== 201)) throw new Error(answers.find((a) => a.statusCode !== 201)!.body);

  console.log(`\nA batch of bets written by the store's writer, ${t.database.dialect}, ${PLAYERS} players, ${BATCHES} batches a size (after 30 to warm up)`);
  let shard = 0;
  const figures = new Map<number, { app: number; db: number; wall: number }>();
  for (const size of SIZES) {
    const batch = bets.slice(0, size);
    const write = () => store.writeBatch(batch, (shard = (shard + 1) % 16));
    for (let i = 0; i < 30; i++) await write();
    const [app, db, wall] = [mainThreadMs(), postgresMs(), performance.now()];
    for (let i = 0; i < BATCHES; i++) await write();
    const cost = { app: (mainThreadMs() - app) / BATCHES, db: (postgresMs() - db) / BATCHES, wall: (performance.now() - wall) / BATCHES };
    figures.set(size, cost);
    console.log(`  ${String(size).padStart(3)} bets a batch: app ${cost.app.toFixed(2)} ms, PostgreSQL ${cost.db.toFixed(2)} ms, wall ${cost.wall.toFixed(2)} ms a batch`);
  }
  const [small, large] = [Math.min(...SIZES), largest];
  if (small !== large) {
    const fit = (key: 'app' | 'db') => {
      const perBet = (figures.get(large)![key] - figures.get(small)![key]) / (large - small);
      return { perBet: perBet * 1000, fixed: figures.get(small)![key] - perBet * small };
    };
    const [app, db] = [fit('app'), fit('db')];
    console.log(`  fixed a batch: app ${app.fixed.toFixed(2)} ms, PostgreSQL ${db.fixed.toFixed(2)} ms; each bet: app ${app.perBet.toFixed(0)} µs, PostgreSQL ${db.perBet.toFixed(0)} µs`);
  }
  const problems = await ledgerProblems(t.database.db);
  if (problems.length) throw new Error(`the books do not balance: ${JSON.stringify(problems)}`);
} finally {
  await t.close();
}
