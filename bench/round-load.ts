// A round of 20,000 bettors on PostgreSQL (issue 28), on a real server process:
//   - how soon its result (NEW_SESSION) reaches a socket after the round's end (target <= 1 s), and
//     when its last winner was credited;
//   - the latency of bets into another round by the same players while it settles (target p99 <=
//     150 ms), beside the same load measured earlier, when nothing settled.
// Run: npx tsx bench/round-load.ts   (PLAYERS=20000; TEST_DATABASE_URL, default the local PostgreSQL)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { io } from 'socket.io-client';
import type { NewSessionPayload } from '../src/shared/realtime.js';
import type { SystemResponse } from '../src/shared/api/system.js';
import { openDatabase } from '../src/server/db/database.js';
import { signToken } from '../src/server/modules/auth/tokens.js';
import { Ledger } from '../src/server/modules/ledger/ledger.service.js';
import { startServer } from './support.js';

const PLAYERS = Number(process.env.PLAYERS ?? 20_000);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-12';
const CONNECTIONS = 100;
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'] as const;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const name = `bench_round_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
admin.on('error', () => {});
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = Object.assign(new URL(PG_URL), { pathname: `/${name}` }).href;

const { base, child: server } = await startServer(
  {
    DATABASE_URL: url,
    JWT_SECRET,
    FAIRNESS_SECRET: 'bench-fairness-bench-fairness-bench-fair',
    BET_RATE_LIMIT: '100000',
    ROUND_SECONDS: 'LEVEL_1:60,LEVEL_3:3600,LEVEL_5:3600',
    BET_LOCK_SECONDS: '2',
  },
  '/ready',
);
const handle = openDatabase({ url, pgPoolSize: 4 });
try {
  // Players, their points and their sign-ins, written straight into the database (registering
  // 20,000 players through scrypt would take the benchmark's time); the tokens are signed as sign-in signs them.
  const now = Date.now();
  const ids: number[] = [];
  for (let start = 0; start < PLAYERS; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, PLAYERS - start) }, (_, i) => ({ username: `round${start + i}`, usernameKey: `round${start + i}`, passwordHash: 'x', refCode: `RL${start + i}`, createdAt: now, updatedAt: now }));
    ids.push(...(await handle.db.insertInto('players').values(rows).returning('id').execute()).map((r) => r.id));
  }
  const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
  for (let start = 0; start < ids.length; start += 2000) {
    const chunk = ids.slice(start, start + 2000);
    await handle.db.transaction().execute((trx) =>
      ledger.postBatch(trx, chunk.map((id) => ({ from: { system: 'CASH_IN' as const }, to: { player: id }, amount: 100_000 * 10_000, kind: 'DEPOSIT' as const, ref: { type: 'bench', id }, now }))),
    );
  }
  const families = await handle.db
    .insertInto('tokenFamilies')
    .values(ids.map((playerId) => ({ playerId, createdAt: now, expiresAt: now + 86_400_000 })))
    .returning(['id', 'playerId'])
    .execute();
  const iat = Math.floor(now / 1000);
  const tokens = families.map((f) => signToken({ sub: f.playerId, ver: 0, typ: 'access', fam: f.id, iat, exp: iat + 86_400 }, JWT_SECRET));
  await sql`vacuum analyze`.execute(handle.db);

  const betLoad = (zone: string, options: { amount?: number; duration?: number }) => {
    let n = 0;
    return autocannon({
      url: base,
      connections: CONNECTIONS,
      ...(options.amount ? { amount: options.amount } : { duration: options.duration! }),
      requests: [
        {
          method: 'POST',
          path: '/v1/bets',
          setupRequest: (req) => {
            const player = n++ % tokens.length;
            // Each player keeps one gate, a quarter of them on each: half of them win every round
            // (one gate of each pair wins), and no one holds two opposite gates.
            return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[player]}` }, body: JSON.stringify({ amount: 10, zone, gate: GATES[player % 4], game: ' ' }) };
          },
        },
      ],
    });
  };

  // A socket that hears each LEVEL_1 result.
  const heard = new Map<number, number>();
  const socket = io(base, { auth: { token: tokens[0] }, transports: ['websocket'] });
  socket.on('NEW_SESSION', (payload: NewSessionPayload) => {
    if (payload.zone === 'LEVEL_1') heard.set(payload.last.id, Date.now());
  });
  await new Promise((resolve) => socket.once('STATUS', resolve));

  // A LEVEL_1 round with time for the calm measurement and every bettor's bet.
  let round = (await (await fetch(`${base}/v1/system`)).json() as SystemResponse).zones.LEVEL_1.current;
  if (Date.parse(round.endTime) - Date.now() < 45_000) {
    await sleep(Date.parse(round.endTime) - Date.now() + 500);
    round = (await (await fetch(`${base}/v1/system`)).json() as SystemResponse).zones.LEVEL_1.current;
  }
  const calm = await betLoad('LEVEL_3', { duration: 4 });
  const placed = await betLoad('LEVEL_1', { amount: PLAYERS });
  const end = Date.parse(round.endTime);
  if (Date.now() > end - 1500) throw new Error('the bets took the whole round: fewer PLAYERS');
  await sleep(end - 1000 - Date.now());
  // The same load into LEVEL_3, from a second before the end to three after: across the settlement.
  const during = await betLoad('LEVEL_3', { duration: 4 });
  while (!heard.has(round.id) && Date.now() < end + 30_000) await sleep(50);
  let credited: { creditedAt: number | null; playerCount: number; betCount: number } | undefined;
  while (Date.now() < end + 60_000) {
    credited = await handle.db.selectFrom('rounds').select(['creditedAt', 'playerCount', 'betCount']).where('id', '=', round.id).executeTakeFirstOrThrow();
    if (credited.creditedAt !== null) break;
    await sleep(100);
  }
  const winners = await handle.db.selectFrom('ledgerEntries').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'WIN').where('refId', '=', String(round.id)).where('playerId', 'is not', null).executeTakeFirstOrThrow();
  socket.close();

  const line = (label: string, r: autocannon.Result) => `${label.padEnd(44)} ${Math.round(r['2xx'] / r.duration).toLocaleString('en-US').padStart(6)} bets/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   non-2xx ${r.non2xx + r.errors + r.timeouts}${refusals(r)}`;
  /** What the non-2xx answers were, by status code (and errors, timeouts): a refusal is not a slow bet. */
  const refusals = (r: autocannon.Result) => {
    const codes = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code}: ${count}`);
    if (r.errors) codes.push(`errors: ${r.errors}`);
    if (r.timeouts) codes.push(`timeouts: ${r.timeouts}`);
    return codes.length ? ` (${codes.join(', ')})` : '';
  };
  console.log(`\nA LEVEL_1 round of ${PLAYERS.toLocaleString('en-US')} bettors on PostgreSQL, one instance, ${os.cpus().length} cores`);
  console.log(line(`${PLAYERS.toLocaleString('en-US')} bets into the round`, placed));
  console.log(`round ${round.id}: ${credited?.betCount} bets by ${credited?.playerCount} players, ${Number(winners.n).toLocaleString('en-US')} winners`);
  console.log(`its result on a socket ${heard.has(round.id) ? `${heard.get(round.id)! - end} ms` : 'never'} after its end (target <= 1000 ms); the last winner credited ${credited?.creditedAt ? `${credited.creditedAt - end} ms` : 'not yet'} after it`);
  console.log(line('bets into LEVEL_3, nothing settling', calm));
  console.log(line('bets into LEVEL_3 across the settlement', during) + '   (target p99 <= 150 ms)');
} finally {
  server.kill('SIGKILL');
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
