// One process of the broadcast benchmark's listeners: opens COUNT sockets to BASE (tokens from
// TOKENS, comma-separated), prints "ready" once all have their STATUS, then one JSON line per
// LEVEL_1 NEW_SESSION: { incId, latencies } (ms from the server's emit to each socket's arrival).
import { io, type Socket } from 'socket.io-client';
import type { NewSessionPayload } from '../src/shared/realtime.js';

const base = process.env.BASE!;
const count = Number(process.env.COUNT);
const tokens = process.env.TOKENS!.split(',');
const arrivals = new Map<number, number[]>();
const sockets: Socket[] = [];

for (let wave = 0; wave < count; wave += 250) {
  await Promise.all(
    Array.from({ length: Math.min(250, count - wave) }, (_, i) => {
      const socket = io(base, { auth: { token: tokens[(wave + i) % tokens.length] }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      socket.on('NEW_SESSION', (payload: NewSessionPayload) => {
        if (payload.zone !== 'LEVEL_1') return;
        const latency = Date.now() - payload.serverTime;
        const list = arrivals.get(payload.last.incId) ?? [];
        list.push(latency);
        arrivals.set(payload.last.incId, list);
        // Report a round once every socket here has it.
        if (list.length === count) process.stdout.write(JSON.stringify({ incId: payload.last.incId, latencies: list }) + '\n');
      });
      return new Promise<void>((resolve, reject) => {
        socket.once('STATUS', () => resolve());
        socket.once('connect_error', reject);
      });
    }),
  );
}
process.stdout.write('ready\n');
