// POST /v1/bets over HTTP: 100 connections, SQLite, 1,000 players, printed beside a Fastify
// hello-world measured in the same run (targets: >= 6,000 accepted bets/s, p99 <= 50 ms).
// Run: npx tsx bench/bets-http.ts   (DURATION=10 seconds per measurement by default)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { AuthResponse } from '../src/shared/api/auth.js';
import { openDatabase } from '../src/server/db/database.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { Ledger } from '../src/server/modules/ledger/ledger.service.js';
import { freePort, startProcess } from './support.js';

const CONNECTIONS = 100;
const PLAYERS = 1_000;
const DURATION = Number(process.env.DURATION ?? 10);

async function measure(url: string, requests: autocannon.Request[]) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
  return {
    ok: result['2xx'],
    perSecond: result['2xx'] / (result.duration || DURATION),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

// 1. Baseline.
const helloPort = await freePort();
const hello = await startProcess(['bench/hello-server.ts'], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/health`);
const baseline = await measure(`http://127.0.0.1:${helloPort}`, [{ method: 'GET', path: '/' }]);
hello.kill('SIGKILL');

// 2. The real server on a fresh SQLite data folder. Rounds of one hour, so no bet lands in a lock window.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bets-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  ['src/server/server.ts'],
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SCRYPT_COST: '1024', AUTH_RATE_LIMIT: '100000', BET_RATE_LIMIT: '1000', ROUND_SECONDS: 'LEVEL_3:3600', CLIENT_DIR: '/nonexistent' },
  `${base}/health`,
);

const tokens: string[] = [];
const ids: number[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench${i}`, password: 'secret123', passwordConfirm: 'secret123' }),
  });
  const body = (await res.json()) as AuthResponse;
  tokens.push(body.tokens.access.token);
  ids.push(body.player.id);
}
const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.sqlite') });
const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
await handle.db.transaction().execute(async (trx) => {
  for (const id of ids) await ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: id }, amount: 100_000_000 * 10_000, kind: 'DEPOSIT', ref: { type: 'bench', id }, now: Date.now() });
});

let n = 0;
const gates = ['CAO', 'TRAI'];
const bets = await measure(base, [
  {
    method: 'POST',
    path: '/v1/bets',
    setupRequest: (req) => {
      const i = n++;
      return {
        ...req,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % PLAYERS]}` },
        body: JSON.stringify({ amount: 10 + (i % 50), zone: 'LEVEL_3', gate: gates[i % 2], game: ' ' }),
      };
    },
  },
]);
const stored = await handle.db.selectFrom('bets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
const problems = await ledgerProblems(handle.db);
await handle.db.destroy();
server.kill('SIGKILL');

const row = (name: string, m: Awaited<ReturnType<typeof measure>>) =>
  `${name.padEnd(28)} ${Math.round(m.perSecond).toLocaleString('en-US').padStart(8)} /s   p50 ${String(m.p50).padStart(3)} ms   p99 ${String(m.p99).padStart(3)} ms   non-2xx ${m.errors}`;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores`);
console.log(row('Fastify hello-world', baseline));
console.log(row(`POST /v1/bets (${PLAYERS} players)`, bets));
console.log(`bets stored: ${Number(stored.n).toLocaleString('en-US')} (accepted: ${bets.ok.toLocaleString('en-US')}); the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`);
console.log('targets: >= 6,000 accepted bets/s, p99 <= 50 ms');
process.exit(0);
