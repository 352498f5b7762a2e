// NEW_SESSION to 10,000 connected sockets (targets: last-client p99 <= 400 ms, server memory <= 25 KB
// per socket). The server runs in its own process with 10 s LEVEL_1 rounds; the clients run here.
// Run: npx tsx bench/broadcast.ts   (SOCKETS=10000 ROUNDS=5 by default)
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { AuthResponse } from '../src/shared/api/auth.js';
import { percentile, startServer } from './support.js';

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PLAYERS = 100;

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

const { base, child: server } = await startServer({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-broadcast-')),
  DATABASE_URL: '',
  AUTH_RATE_LIMIT: '100000',
  ROUND_SECONDS: 'LEVEL_1:10,LEVEL_3:3600,LEVEL_5:3600',
});

const tokens: string[] = [];
for (let i = 0; i < PLAYERS; i++) {
  const res = await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `listener${i}`, password: 'secret123', passwordConfirm: 'secret123' }),
  });
  tokens.push(((await res.json()) as AuthResponse).tokens.access.token);
}
await new Promise((r) => setTimeout(r, 1000));
const rssBefore = rssKb(server.pid!);

// The listeners run in CLIENT_PROCESSES processes, so no single client process has to decode
// 10,000 packets in turn (that would measure the client, not the server's broadcast).
const processes = Number(process.env.CLIENT_PROCESSES ?? 4);
const perProcess = Math.ceil(SOCKETS / processes);
const byRound = new Map<number, number[]>();
let ready = 0;
const clients = Array.from({ length: processes }, (_, p) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/broadcast-clients.ts'], {
    env: { ...process.env, BASE: base, COUNT: String(Math.min(perProcess, SOCKETS - p * perProcess)), TOKENS: tokens.join(',') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line === 'ready') return void ready++;
    const { incId, latencies } = JSON.parse(line) as { incId: number; latencies: number[] };
    byRound.set(incId, [...(byRound.get(incId) ?? []), ...latencies]);
  });
  return child;
});
while (ready < processes) await new Promise((r) => setTimeout(r, 200));
await new Promise((r) => setTimeout(r, 2000));
const rssAfter = rssKb(server.pid!);
console.log(`${SOCKETS.toLocaleString('en-US')} sockets connected; server RSS ${Math.round(rssBefore / 1024)} MB -> ${Math.round(rssAfter / 1024)} MB: ${((rssAfter - rssBefore) / SOCKETS).toFixed(1)} KB per socket (target <= 25 KB)`);

// Rounds whose broadcast every socket received, after all were connected.
const complete = () => [...byRound.entries()].filter(([, l]) => l.length === SOCKETS).map(([incId]) => incId);
const before = new Set(complete());
while (complete().filter((k) => !before.has(k)).length < ROUNDS) await new Promise((r) => setTimeout(r, 500));

const lastClient: number[] = [];
for (const incId of complete().filter((k) => !before.has(k)).slice(0, ROUNDS)) {
  const latencies = byRound.get(incId)!.sort((a, b) => a - b);
  lastClient.push(latencies.at(-1)!);
  console.log(`round ${incId}: all ${latencies.length.toLocaleString('en-US')} sockets got NEW_SESSION; p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, last ${latencies.at(-1)} ms`);
}
lastClient.sort((a, b) => a - b);
console.log(`\nNEW_SESSION to ${SOCKETS.toLocaleString('en-US')} sockets over ${lastClient.length} rounds (${processes} client processes): last client ${lastClient[0]}-${lastClient.at(-1)} ms (p99 target <= 400 ms)`);
clients.forEach((c) => c.kill('SIGKILL'));
server.kill('SIGKILL');
process.exit(0);
