// NEW_SESSION to 10,000 connected sockets (targets: last-client p99 <= 400 ms, server memory <= 25 KB
// per socket). The server runs in its own process with 10 s LEVEL_1 rounds; the clients run here.
// Run: npx tsx bench/broadcast.ts   (SOCKETS=10000 ROUNDS=5 by default)
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import type { AuthResponse } from '../src/shared/api/auth.js';
import type { NewSessionPayload } from '../src/shared/realtime.js';
import { freePort, percentile, startProcess } from './support.js';

const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PLAYERS = 100;

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  ['src/server/server.ts'],
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-broadcast-')),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SCRYPT_COST: '1024',
    AUTH_RATE_LIMIT: '100000',
    ROUND_SECONDS: 'LEVEL_1:10,LEVEL_3:3600,LEVEL_5:3600',
    CLIENT_DIR: '/nonexistent',
  },
  `${base}/health`,
);

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

// Connect in waves, as a crowd would, each socket waiting for its STATUS.
const sockets: Socket[] = [];
const arrivals: number[][] = [];
for (let wave = 0; wave < SOCKETS; wave += 500) {
  await Promise.all(
    Array.from({ length: Math.min(500, SOCKETS - wave) }, (_, i) => {
      const socket = io(base, { auth: { token: tokens[(wave + i) % PLAYERS] }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.on('NEW_SESSION', (payload: NewSessionPayload) => {
        if (payload.zone !== 'LEVEL_1') return;
        const latency = Date.now() - payload.serverTime;
        (arrivals[payload.last.incId] ??= []).push(latency);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('STATUS', () => resolve());
        socket.once('connect_error', reject);
      });
    }),
  );
}
await new Promise((r) => setTimeout(r, 2000));
const rssAfter = rssKb(server.pid!);
console.log(`${sockets.length.toLocaleString('en-US')} sockets connected; server RSS ${Math.round(rssBefore / 1024)} MB -> ${Math.round(rssAfter / 1024)} MB: ${((rssAfter - rssBefore) / sockets.length).toFixed(1)} KB per socket (target <= 25 KB)`);

// Wait for ROUNDS complete LEVEL_1 broadcasts.
const seenBefore = new Set(Object.keys(arrivals));
while (Object.keys(arrivals).filter((k) => !seenBefore.has(k)).length < ROUNDS + 1) await new Promise((r) => setTimeout(r, 500));
await new Promise((r) => setTimeout(r, 1500));

const lastClient: number[] = [];
for (const key of Object.keys(arrivals).filter((k) => !seenBefore.has(k)).slice(0, ROUNDS)) {
  const latencies = arrivals[Number(key)]!.sort((a, b) => a - b);
  lastClient.push(latencies.at(-1)!);
  console.log(`round ${key}: ${latencies.length.toLocaleString('en-US')} of ${sockets.length.toLocaleString('en-US')} sockets got NEW_SESSION; p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, last ${latencies.at(-1)} ms`);
}
lastClient.sort((a, b) => a - b);
console.log(`\nNEW_SESSION to ${sockets.length.toLocaleString('en-US')} sockets over ${lastClient.length} rounds: last client ${lastClient[0]}-${lastClient.at(-1)} ms (p99 target <= 400 ms)`);
sockets.forEach((s) => s.disconnect());
server.kill('SIGKILL');
process.exit(0);
