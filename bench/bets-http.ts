// POST /v1/bets over HTTP: 100 connections, SQLite, 1,000 players, printed beside a Fastify
// hello-world measured in the same run (targets: >= 6,000 accepted bets/s, p99 <= 50 ms).
// Run: npx tsx bench/bets-http.ts   (DURATION=10 seconds per measurement by default)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.js';
import { ledgerProblems } from '../src/server/modules/ledger/ledger.checks.js';
import { betRequests, fundedPlayers, measure as load, row } from './bet-load.js';
import { freePort, startProcess } from './support.js';

const CONNECTIONS = 100;
const PLAYERS = 1_000;
const DURATION = Number(process.env.DURATION ?? 10);
const measure = (url: string, requests: Parameters<typeof load>[1]) => load(url, requests, CONNECTIONS, DURATION);

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

const tokens = await fundedPlayers(base, dataDir, PLAYERS);
const bets = await measure(base, betRequests(tokens));
const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.sqlite') });
const stored = await handle.db.selectFrom('bets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
const problems = await ledgerProblems(handle.db);
await handle.db.destroy();
server.kill('SIGKILL');

console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores`);
console.log(row('Fastify hello-world', baseline));
console.log(row(`POST /v1/bets (${PLAYERS} players)`, bets));
console.log(`bets stored: ${Number(stored.n).toLocaleString('en-US')} (accepted: ${bets.ok.toLocaleString('en-US')}); the books balance: ${problems.length === 0 ? 'yes' : problems.slice(0, 3).join('; ')}`);
console.log('targets: >= 6,000 accepted bets/s, p99 <= 50 ms');
process.exit(0);
