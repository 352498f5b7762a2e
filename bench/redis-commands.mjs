// The client CPU a Redis command costs on the bet path (lib/redis-client.ts, lib/counters.ts): with
// node-redis's defaults (a 5 s timeout armed for every command) beside a hot connection (no timer
// per command), for socket.io's publish and for a limit's hit (a MULTI of INCR and PEXPIRE beside
// one script). Each figure is the median of ROUNDS interleaved rounds, measured in this process
// (process.cpuUsage) while 50 commands at a time wait for their answers, as a bet's do under load.
// Run: npm run build:server && node bench/redis-commands.mjs   (REDIS_URL=redis://127.0.0.1:6379, COMMANDS=20000, ROUNDS=5)
import { createClient } from 'redis';
// The script of RedisCounters.hit, as built (npm run build:server first).
import { HIT_SCRIPT } from '../dist/server/lib/counters.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const COMMANDS = Number(process.env.COMMANDS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const AT_ONCE = 50;
const prefix = `bench-redis-${process.pid}:`;

const defaults = createClient({ url: REDIS_URL });
await defaults.connect();
const hot = defaults.withCommandOptions({ timeout: 0 });

const cases = [
  ['publish (SPUBLISH), node-redis defaults', () => defaults.sPublish(`${prefix}room`, 'x'.repeat(120))],
  ['publish (SPUBLISH), hot connection', () => hot.sPublish(`${prefix}room`, 'x'.repeat(120))],
  ['limit hit: MULTI of INCR + PEXPIRE NX, defaults', (i) => defaults.multi().incr(`${prefix}${i}`).pExpire(`${prefix}${i}`, 1000, 'NX').exec()],
  ['limit hit: one script, hot connection', (i) => hot.eval(HIT_SCRIPT, { keys: [`${prefix}${i}`], arguments: ['1000', 'fixed'] })],
];

/** Client CPU (µs) a command of `run` costs, over COMMANDS commands sent AT_ONCE at a time. */
async function measure(run) {
  const start = process.cpuUsage();
  for (let i = 0; i < COMMANDS; i += AT_ONCE) await Promise.all(Array.from({ length: AT_ONCE }, (_, k) => run(i + k)));
  const used = process.cpuUsage(start);
  return (used.user + used.system) / COMMANDS;
}

for (const [, run] of cases) await measure(run); // warm-up
const results = cases.map(() => []);
for (let round = 0; round < ROUNDS; round++) for (const [k, [, run]] of cases.entries()) results[k].push(await measure(run));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`Client CPU a command, ${COMMANDS} commands, ${AT_ONCE} at a time, median of ${ROUNDS} rounds (this machine: ratios hold, absolute figures move)`);
for (const [k, [label]] of cases.entries()) console.log(`  ${label.padEnd(50)} ${median(results[k]).toFixed(1).padStart(6)} µs`);
console.log(`  publish: hot ${(median(results[1]) / median(results[0])).toFixed(2)}x the defaults; limit hit: script on a hot connection ${(median(results[3]) / median(results[2])).toFixed(2)}x the MULTI`);
// AbortSignal.timeout's timers keep the process alive for nothing: no need to wait them out.
await defaults.quit();
process.exit(0);
