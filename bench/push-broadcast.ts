// A broadcast with Web Push to 10,000 devices (issue 32), while bets flow: how long until the local
// push service has all 10,000 (first with no bets at all), and POST /v1/bets per second without a
// broadcast and during one, in the same run (turns: quiet, broadcast, quiet, broadcast, quiet; each
// broadcast beside the quiet turns around it). Target: within 10%. The server runs on SQLite in its
// own process, the push service (VAPID checked, payloads not decrypted, for speed) in another
// (bench/push-service.ts), the load here.
// Run: npx tsx bench/push-broadcast.ts   (DEVICES=10000 PLAYERS=5000 bettors, DURATION=15 seconds a
// quiet turn; PUSH_RATE and PUSH_CONCURRENCY are passed on to the server)
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { openDatabase } from '../src/server/db/database.js';
import { signInOperator, type TestRequest } from '../src/server/testing/operator-session.js';
import { betRequests, fundedPlayers } from './bet-load.js';
import { startServer } from './support.js';

const DEVICES = Number(process.env.DEVICES ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = 100;
const PLAYERS = Number(process.env.PLAYERS ?? 5000);
const OPERATOR = { username: 'benchop', password: 'bench-operator-pass' };
const JWT_SECRET = 'bench-push-secret-bench-push-secret-1234';

const vapid = webpush.generateVAPIDKeys();
// The push service runs in a process of its own (bench/push-service.ts), as a real one is elsewhere.
const serviceProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/push-service.ts'], { env: { ...process.env, SERVER_KEY: vapid.publicKey }, stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: serviceProcess.stdout! })[Symbol.asyncIterator]();
const origin = String((await lines.next()).value);
/** What the push service has taken so far. */
async function serviceCounts(): Promise<{ accepted: number; received: number; problems: string[] }> {
  serviceProcess.stdin!.write('\n');
  return JSON.parse(String((await lines.next()).value)) as { accepted: number; received: number; problems: string[] };
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
const { base, child } = await startServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  JWT_SECRET,
  ADMIN_USERNAME: OPERATOR.username,
  ADMIN_PASSWORD: OPERATOR.password,
  AUTH_RATE_LIMIT: '100000',
  BET_RATE_LIMIT: '1000',
  ROUND_SECONDS: 'LEVEL_3:3600',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  PUSH_ENDPOINT_ALLOWLIST: origin,
  ...(process.env.PUSH_RATE ? { PUSH_RATE: process.env.PUSH_RATE } : {}),
  ...(process.env.PUSH_CONCURRENCY ? { PUSH_CONCURRENCY: process.env.PUSH_CONCURRENCY } : {}),
});

// Bettors through the API; the 10,000 devices (one player each) straight into the database.
const tokens = await fundedPlayers(base, dataDir, PLAYERS);
const handle = openDatabase({ sqliteFile: path.join(dataDir, 'app.sqlite') });
const now = Date.now();
const ecdh = createECDH('prime256v1');
const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
for (let from = 0; from < DEVICES; from += 500) {
  const batch = Array.from({ length: Math.min(500, DEVICES - from) }, (_, i) => ({ n: from + i, device: { endpoint: `${origin}/push/b${from + i}`, subscription: { keys } } }));
  await handle.db.transaction().execute(async (trx) => {
    const players = await trx
      .insertInto('players')
      .values(batch.map(({ n }) => ({ username: `device${n}`, usernameKey: `device${n}`, passwordHash: 'x', refCode: `PUSH${String(n).padStart(6, '0')}`, createdAt: now, updatedAt: now })))
      .returning('id')
      .execute();
    await trx
      .insertInto('pushSubscriptions')
      .values(batch.map(({ device }, i) => ({ playerId: players[i]!.id, familyId: null, endpoint: device.endpoint, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth, expiresAt: null, createdAt: now, lastSuccessAt: null })))
      .execute();
  });
}

// The operator signs in through the API (TOTP enrolment included), reading only its own row here.
const request: TestRequest = async ({ method, url, payload, token }) => {
  const res = await fetch(`${base}${url}`, {
    method: method ?? 'GET',
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) } as LightMyRequestResponse;
};
const appStub = { ctx: { db: handle.db }, authSettings: { clock: { now: Date.now }, jwtSecret: JWT_SECRET } } as unknown as FastifyInstance;
const operator = (await signInOperator(appStub, request, OPERATOR)).token;
// Closed before the load: an open connection's checkpointer would contend with the server's.
await handle.close();

/** Bets for `seconds`, or until `until` resolves: accepted bets per second over the time it ran. */
async function bets(seconds: number, until?: Promise<unknown>): Promise<{ perSecond: number; seconds: number }> {
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: betRequests(tokens) }, (error, done) => (error ? reject(error) : resolve(done)));
    void until?.then(() => run.stop());
  });
  const took = (performance.now() - started) / 1000;
  const refused = result.non2xx + result.errors + result.timeouts;
  if (refused) console.log(`  (${refused} bets refused or failed in this turn)`);
  return { perSecond: result['2xx'] / took, seconds: took };
}

/** A broadcast with push to everyone; resolves with the seconds until the push service had every device's push. */
async function broadcast(n: number): Promise<number> {
  const before = (await serviceCounts()).received;
  const started = performance.now();
  const res = await request({ method: 'POST', url: '/v1/admin/notifications', token: operator, payload: { title: `Thông báo ${n}`, content: 'Khuyến mãi cuối tuần cho mọi người chơi', push: true } });
  if (res.statusCode !== 201) throw new Error(`broadcast: ${res.statusCode} ${res.body}`);
  while ((await serviceCounts()).received - before < DEVICES) await new Promise((resolve) => setTimeout(resolve, 50));
  return (performance.now() - started) / 1000;
}

// First with nothing else to do: how fast the pushes go when the instance is idle.
const idle = await broadcast(0);
await bets(3);
// Quiet, broadcast, quiet, broadcast, quiet: each broadcast is set beside the quiet turns on either
// side of it, as bets/s drifts down while the bets table grows.
const quiet: number[] = [(await bets(DURATION)).perSecond];
const during: Array<{ perSecond: number; seconds: number; sendAll: number }> = [];
for (let turn = 1; turn <= 2; turn++) {
  const sent = broadcast(turn);
  const load = await bets(600, sent);
  during.push({ ...load, sendAll: await sent });
  quiet.push((await bets(DURATION)).perSecond);
}
const { accepted, problems } = await serviceCounts();
child.kill('SIGKILL');
serviceProcess.kill('SIGKILL');

const f = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`\n${DEVICES.toLocaleString('en-US')} devices, ${CONNECTIONS} connections of bets (${PLAYERS} players), ${os.cpus().length} cores, SQLite, PUSH_RATE ${process.env.PUSH_RATE ?? 'default'}`);
console.log(`broadcast with no bets: all ${f(DEVICES)} pushes in ${idle.toFixed(2)} s`);
const ratios = during.map((d, i) => d.perSecond / ((quiet[i]! + quiet[i + 1]!) / 2));
quiet.forEach((q, i) => {
  console.log(`quiet turn ${i + 1}: ${f(q)} bets/s over ${DURATION} s`);
  const d = during[i];
  if (d) console.log(`broadcast ${i + 1}: all ${f(DEVICES)} pushes in ${d.sendAll.toFixed(2)} s; ${f(d.perSecond)} bets/s meanwhile (${ratios[i]!.toFixed(3)} of the quiet turns around it)`);
});
console.log(`pushes the service accepted: ${f(accepted)} of ${f(3 * DEVICES)}; problems: ${problems.length ? problems.join('; ') : 'none'}`);
console.log(`bets/s during a broadcast / without: ${(ratios.reduce((a, b) => a + b, 0) / ratios.length).toFixed(3)} (target: at least 0.90)`);
process.exit(0);
