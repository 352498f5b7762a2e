// POST /v1/bets on one SQLite database as it grows (issue 28): LOADS loads of 10 s one after the
// other on the same file (1,000 players, 100 connections), each beside a Fastify hello-world
// measured just before it, with what each bet cost the server's process: CPU, and bytes written
// (/proc/<pid>/io: the WAL's frames and the checkpoint worker's copies). Shows whether a bet costs
// more as the database grows, and what an index or a setting changes in what a bet writes.
// Run: npm run build:server && npx tsx bench/sqlite-growth.ts   (LOADS=5, DURATION=10)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { betRequests, fundedPlayers, measure, row } from './bet-load.js';
import { freePort, startProcess } from './support.js';

const LOADS = Number(process.env.LOADS ?? 5);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = 100;

const helloPort = await freePort();
const hello = await startProcess(['bench/hello-server.ts'], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/health`);

// The built server, as operators run it, on a fresh data folder; rounds of an hour (no lock window).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-growth-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SCRYPT_COST: '1024', AUTH_RATE_LIMIT: '100000', BET_RATE_LIMIT: '100000', ROUND_SECONDS: 'LEVEL_3:3600', CLIENT_DIR: '/nonexistent' };
const server = spawn(process.execPath, ['dist/server/server.js'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
for (let i = 0; i < 150 && !(await fetch(`${base}/health`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 200));

/** The server process's CPU seconds and bytes written so far. */
function used(): { cpu: number; written: number } {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const written = Number(/^write_bytes: (\d+)$/m.exec(readFileSync(`/proc/${server.pid}/io`, 'utf8'))![1]);
  return { cpu: (Number(fields[11]) + Number(fields[12])) / 100, written };
}
const megabytes = (file: string) => Math.round(statSync(path.join(dataDir, file)).size / 1e6);

const tokens = await fundedPlayers(base, dataDir, 1_000);
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${os.cpus().length} cores; each load of bets beside a hello-world just before it`);
for (let i = 1; i <= LOADS; i++) {
  const baseline = await measure(`http://127.0.0.1:${helloPort}`, [{ method: 'GET', path: '/' }], CONNECTIONS, DURATION);
  const before = used();
  const bets = await measure(base, betRequests(tokens), CONNECTIONS, DURATION);
  const after = used();
  console.log(row('Fastify hello-world', baseline));
  console.log(row(`bets, load ${i} (${megabytes('app.sqlite')} MB)`, bets));
  console.log(
    `  ${(bets.perSecond / baseline.perSecond).toFixed(3)}x the hello-world; a bet: ${Math.round(((after.cpu - before.cpu) / bets.ok) * 1e6)} µs of the server's CPU, ${((after.written - before.written) / bets.ok / 1000).toFixed(1)} KB written`,
  );
}
server.kill('SIGKILL');
hello.kill('SIGKILL');
process.exit(0);
