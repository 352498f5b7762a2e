// Bet results in the inbox (issue 50 §4), built when the inbox is read from the players' stakes in
// each round (docs/decisions/bet-results-in-the-inbox.md). What that costs, on SQLite and PostgreSQL:
// - the bet path: the stakes' write of 50,000 bets in batches of 64, with the index on
//   round_stakes (player_id, ends_at) that lists a player's rounds, beside the same write without it;
// - the inbox: page 1 (and page 50) with the unread count for a player who played 15,000 rounds in
//   the week (every 1-minute round of ten days, more than a week), beside a player with notifications only.
// Settlement writes nothing for the inbox: bench/settlement.ts measures it.
// Run: npx tsx bench/bet-results-inbox.ts   (RUNS=3; DIALECTS=sqlite or postgres for one; TEST_DATABASE_URL for PostgreSQL)
import os from 'node:os';
import { sql } from 'kysely';
import { writeOne } from '../src/server/db/dialect.js';
import type { AppContext } from '../src/server/modules/context.js';
import { inbox } from '../src/server/modules/notifications/notifications.service.js';
import { addRoundStakes } from '../src/server/modules/rounds/index.js';
import { seededDatabase } from './seeded-database.js';

const BETS = 50_000;
const BATCH = 64;
const ROUNDS_PLAYED = 15_000;
const NOTES = 200;
const READS = 50;
const RUNS = Number(process.env.RUNS ?? 3);
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;
const PLAYERS = 10_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const all = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(' / ');
const lines: string[] = [];
const DIALECTS = (process.env.DIALECTS ?? 'sqlite,postgres').split(',');
for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!DIALECTS.includes(dialect)) continue;
  const { db, chains, firstPlayer, drop } = await seededDatabase(dialect, PLAYERS);
  const { chainNo, seedHash } = await chains.seedFor('LEVEL_1', 1);
  let incId = 1;
  const newRound = (zone: 'LEVEL_1' | 'LEVEL_3' | 'LEVEL_5', endTime: number, settled: boolean) =>
    db
      .insertInto('rounds')
      .values({ zone, incId: incId++, startTime: endTime - 60_000, endTime, chainNo, seedHash, payoutBps: 19_500, ...(settled ? { status: 'SETTLED' as const, result: '51234', highLowWinner: 'CAO' as const, oddEvenWinner: 'PHAI' as const, settledAt: endTime, creditedAt: endTime, seed: 'x' } : {}) })
      .returningAll()
      .executeTakeFirstOrThrow();

  // The bet path: the stakes of BETS bets, BATCH a transaction, with and without the index.
  const write = { with: [] as number[], without: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    for (const kind of run % 2 === 0 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      if (kind === 'without') await sql`drop index round_stakes_player_ends_idx`.execute(db);
      else await sql`create index if not exists round_stakes_player_ends_idx on round_stakes (player_id, ends_at)`.execute(db);
      const round = await newRound('LEVEL_1', Date.now() + 60_000, false);
      const bets = Array.from({ length: BETS }, (_, i) => ({ roundId: round.id, playerId: firstPlayer + ((i * 7919) % PLAYERS), gate: GATES[i % 4]!, units: 100_000, payoutBps: 19_500, endsAt: round.endTime }));
      const t0 = performance.now();
      for (let i = 0; i < bets.length; i += BATCH) await db.transaction().execute((trx) => writeOne(trx, addRoundStakes(trx, bets.slice(i, i + BATCH))));
      write[kind].push(performance.now() - t0);
      await sql`create index if not exists round_stakes_player_ends_idx on round_stakes (player_id, ends_at)`.execute(db);
    }
  }

  // The inbox: a player with ROUNDS_PLAYED rounds over ten days (10,000 of them in the week) and NOTES notices, READS results read; another with the notices only.
  const [whale, plain] = [firstPlayer, firstPlayer + 1];
  const now = Date.now();
  const step = Math.floor((10 * 86_400_000) / ROUNDS_PLAYED);
  for (let start = 0; start < ROUNDS_PLAYED; start += 1000) {
    const ends = Array.from({ length: Math.min(1000, ROUNDS_PLAYED - start) }, (_, i) => now - (start + i + 1) * step);
    const rounds = await db
      .insertInto('rounds')
      .values(ends.map((endTime) => ({ zone: 'LEVEL_1' as const, incId: incId++, startTime: endTime - 60_000, endTime, chainNo, seedHash, payoutBps: 19_500, status: 'SETTLED' as const, result: '51234', highLowWinner: 'CAO' as const, oddEvenWinner: 'PHAI' as const, settledAt: endTime, creditedAt: endTime, seed: 'x' })))
      .returning(['id', 'endTime'])
      .execute();
    await writeOne(db, addRoundStakes(db, rounds.map((r, i) => ({ roundId: r.id, playerId: whale, gate: GATES[i % 4]!, units: 100_000, payoutBps: 19_500, endsAt: r.endTime }))));
    if (start === 0) await db.insertInto('betResultReads').values(rounds.slice(0, READS).map((r) => ({ playerId: whale, roundId: r.id, endsAt: r.endTime, readAt: now }))).execute();
  }
  for (const playerId of [whale, plain]) {
    await db.insertInto('notifications').values(Array.from({ length: NOTES }, (_, i) => ({ playerId, title: 'Thông báo', content: `Tin ${i}`, createdAt: now - i * 3_600_000 }))).execute();
  }
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  const ctx = { db, clock: { now: () => now } } as unknown as AppContext;
  const players = await db.selectFrom('players').selectAll().where('id', 'in', [whale, plain]).orderBy('id').execute();
  const reads = { plain: [] as number[], whale: [] as number[], whale50: [] as number[] };
  let check = '';
  for (let run = 0; run < RUNS * 10; run++) {
    for (const [kind, player, page] of [['plain', players[1]!, 1], ['whale', players[0]!, 1], ['whale50', players[0]!, 50]] as const) {
      const t0 = performance.now();
      const answer = await inbox(ctx, player, { page, limit: 20 });
      reads[kind].push(performance.now() - t0);
      if (kind === 'whale' && !check) check = `${answer.totalResults} entries, ${answer.unread} unread, first ${answer.results[0]?.id}`;
    }
  }
  lines.push(
    `${dialect.padEnd(10)} stakes of ${BETS.toLocaleString('en-US')} bets (batches of ${BATCH}): with the index median ${median(write.with).toFixed(0)} ms (${all(write.with)}), without it ${median(write.without).toFixed(0)} ms (${all(write.without)}): x${(median(write.with) / median(write.without)).toFixed(2)}`,
    `${''.padEnd(10)} inbox page 1 for a player with ${ROUNDS_PLAYED.toLocaleString('en-US')} rounds played (${check}): median ${median(reads.whale).toFixed(1)} ms, page 50 ${median(reads.whale50).toFixed(1)} ms; beside ${NOTES} notices only: ${median(reads.plain).toFixed(1)} ms (x${(median(reads.whale) / median(reads.plain)).toFixed(1)})`,
  );
  await drop();
}
console.log(`\n${os.cpus().length} cores, ${RUNS} runs each (inbox reads: ${RUNS * 10}), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const line of lines) console.log(line);
process.exit(0);
