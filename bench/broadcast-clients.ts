// One process of the broadcast benchmark's listeners: opens COUNT sockets to BASE (tokens from
// TOKENS, comma-separated), prints "ready" once all have their STATUS, then one JSON line per
// LEVEL_1 NEW_SESSION: { incId, latencies, fromClose } (ms from the server's emit, and from the
// round's end, to each socket's arrival).
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import type { NewSessionPayload } from '../src/shared/realtime.js';

// BASE, or BASES (comma-separated): the sockets are spread over them in turn.
const bases = (process.env.BASES ?? process.env.BASE!).split(',');
const count = Number(process.env.COUNT);
// TOKENS, or TOKENS_FILE (a file of them: thousands of tokens exceed what an environment variable holds).
const tokens = (process.env.TOKENS_FILE ? readFileSync(process.env.TOKENS_FILE, 'utf8') : process.env.TOKENS!).trim().split(',');
const arrivals = new Map<number, number[]>();
const sinceClose = new Map<number, number[]>();
const sockets: Socket[] = [];

for (let wave = 0; wave < count; wave += 250) {
  await Promise.all(
    Array.from({ length: Math.min(250, count - wave) }, (_, i) => {
      const socket = io(bases[(wave + i) % bases.length]!, { auth: { token: tokens[(wave + i) % tokens.length] }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.on('NEW_SESSION', (payload: NewSessionPayload) => {
        if (payload.zone !== 'LEVEL_1') return;
        const now = Date.now();
        const list = arrivals.get(payload.last.incId) ?? [];
        list.push(now - payload.serverTime);
        arrivals.set(payload.last.incId, list);
        const closed = sinceClose.get(payload.last.incId) ?? [];
        closed.push(now - Date.parse(payload.last.endTime));
        sinceClose.set(payload.last.incId, closed);
        // Report a round once every socket here has it.
        if (list.length === count) process.stdout.write(JSON.stringify({ incId: payload.last.incId, latencies: list, fromClose: closed }) + '\n');
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('STATUS', () => resolve());
        socket.once('connect_error', reject);
      });
    }),
  );
}
process.stdout.write('ready\n');
