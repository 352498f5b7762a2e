// `npm run test:cluster` (issue 16): three instances of the built app behind Debian's nginx
// (deploy/nginx/app.conf), on a fresh PostgreSQL database and Redis. Checks, through nginx as
// players would reach it:
//   1. 300 players spread over the instances bet for three rounds; every socket gets every
//      NEW_SESSION and its own NEW_BALANCE; each round settles once.
//   2. One instance is SIGKILLed as a round settles: its players reconnect to the others, the round
//      is settled once, no bet is lost or paid twice, balance == sum(ledger) for every player.
//   3. A sign-in brute force spread over the instances is limited as one; a photo sent through one
//      instance is served by the others.
//   4. A rolling restart (SIGTERM, each in turn) while bets flow: no request fails that a client
//      would not retry, no money moves twice.
//   5. A real Prometheus scrapes the three instances: the bets it counts across them are the bets
//      written, the settlements the rounds settled; nobody reads the metrics through nginx.
// Needs `npm run build` first. TEST_DATABASE_URL / TEST_REDIS_URL name the servers.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { io } from 'socket.io-client';
import webpush from 'web-push';
import { freePort, freshDatabase, Instance, ROOT, sleep, startNginx, until } from './cluster.mjs';
import { expectedBalances, ledgerProblems, roundsSettledOnce } from './checks.mjs';
import { hasPrometheus, startPrometheus } from './prometheus.mjs';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PLAYERS = Number(process.env.CLUSTER_PLAYERS ?? 300);
const AUTH_LIMIT = PLAYERS + 100;
const DEPOSIT = 1000;
const STAKE = 10;
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'];
const ADMIN = { username: 'operator', password: 'cluster-operator-pass' };

if (!existsSync(path.join(ROOT, 'dist/server/server.js')) || !existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  console.error('The cluster suite runs the built app: npm run build first.');
  process.exit(1);
}

const step = (title) => console.log(`\n— ${title}`);
const results = [];
const check = (title, fn) => {
  fn();
  results.push(title);
  console.log(`  ✓ ${title}`);
};

const db = await freshDatabase(PG);
// One Web Push key pair for every instance, as a deployment must have (docs/operations.md).
const vapid = webpush.generateVAPIDKeys();
const env = {
  DATABASE_URL: db.url,
  REDIS_URL: REDIS,
  REDIS_CHANNEL: `cluster-${randomBytes(4).toString('hex')}`,
  JWT_SECRET: randomBytes(32).toString('hex'),
  FAIRNESS_SECRET: randomBytes(32).toString('hex'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  SCRYPT_COST: '1024',
  AUTH_RATE_LIMIT: String(AUTH_LIMIT),
  AUTH_RATE_WINDOW_MS: '600000',
  BET_RATE_LIMIT: '50',
  ROUND_SECONDS: 'LEVEL_1:8,LEVEL_3:12,LEVEL_5:16',
  BET_LOCK_SECONDS: '1',
  FAIRNESS_CHAIN_LENGTH: '4096',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1',
  METRICS_TOKEN: randomBytes(16).toString('hex'),
};
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'cluster-data-'));
const instances = await Promise.all(
  ['app1', 'app2', 'app3'].map(async (name) => new Instance(name, await freePort(), { ...env, DATA_DIR: path.join(dataRoot, name), METRICS_PORT: String(await freePort()) })),
);
let nginx;
let prometheus;
const sockets = [];

async function http(base, method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

/** As the app does: a money call is resent with the same Idempotency-Key after a network error, 502 or 503. */
async function withRetries(call) {
  let last;
  for (let attempt = 0; attempt < 6; attempt++) {
    try {
      last = await call();
      if (last.status !== 502 && last.status !== 503) return last;
    } catch (error) {
      last = { status: 0, json: String(error) };
    }
    await sleep(300 * (attempt + 1));
  }
  return last;
}

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/** The round of `zone` open now, as the servers see it. */
async function openRound(zone) {
  const { json } = await http(nginx.url, 'GET', '/v1/system');
  return { incId: json.zones[zone].current.incId, endTime: Date.parse(json.zones[zone].current.endTime), serverTime: json.serverTime };
}

/** Waits for a round of `zone` with at least `ms` of betting left, and answers it. */
async function roundWithTime(ms, zone = 'LEVEL_1') {
  for (;;) {
    const round = await openRound(zone);
    const left = round.endTime - 1000 - round.serverTime;
    if (left >= ms) return round;
    await sleep(left + 1300);
  }
}

try {
  step('three instances on a fresh PostgreSQL database and Redis, behind nginx (deploy/nginx/app.conf)');
  // The first one migrates; the others find it done (the migrator's lock would hold them anyway).
  await instances[0].start();
  await Promise.all(instances.slice(1).map((i) => i.start()));
  nginx = await startNginx(await freePort(), instances);

  // The operator turns TOTP on and signs in with a code.
  const signIn = await http(nginx.url, 'POST', '/v1/auth/login', { body: ADMIN });
  assert.equal(signIn.status, 200, JSON.stringify(signIn.json));
  let operator = signIn.json.tokens.access.token;
  const enrol = await http(nginx.url, 'POST', '/v1/admin/totp/enrol', { token: operator, body: {} });
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.json.secret) });
  assert.equal((await http(nginx.url, 'POST', '/v1/admin/totp/confirm', { token: operator, body: { code: totp.generate() } })).status, 200);
  operator = (await http(nginx.url, 'POST', '/v1/auth/refresh-tokens', { body: { refreshToken: signIn.json.tokens.refresh.token } })).json.tokens.access.token;

  step(`${PLAYERS} players register and are credited ${DEPOSIT} points each, all through nginx`);
  const players = await inBatches(
    Array.from({ length: PLAYERS }, (_, i) => i),
    25,
    async (i) => {
      const username = `cl${i}${randomBytes(3).toString('hex')}`;
      const res = await http(nginx.url, 'POST', '/v1/auth/register', { body: { username, password: 'secret123', passwordConfirm: 'secret123' } });
      assert.equal(res.status, 201, JSON.stringify(res.json));
      return { i, id: res.json.player.id, token: res.json.tokens.access.token, gate: GATES[i % 4], sessions: new Set(), statusLast: 0, balance: undefined, connects: 0 };
    },
  );
  await inBatches(players, 25, async (p) => {
    const res = await withRetries(() => http(nginx.url, 'POST', '/v1/admin/deposits', { token: operator, body: { playerId: p.id, amount: DEPOSIT }, headers: { 'idempotency-key': `fund-${p.id}` } }));
    assert.equal(res.status, 201, JSON.stringify(res.json));
  });

  step('every player opens a socket through nginx (WebSocket, the app\'s reconnection)');
  for (const p of players) {
    const socket = io(nginx.url, {
      transports: ['websocket'],
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      auth: (send) => send({ token: p.token }),
    });
    socket.on('connect', () => (p.connects += 1));
    socket.on('STATUS', (s) => {
      p.balance = s.balance;
      p.statusLast = Math.max(p.statusLast, s.zones.LEVEL_1.last?.incId ?? 0);
    });
    socket.on('NEW_SESSION', (s) => {
      if (s.zone === 'LEVEL_1') p.sessions.add(s.last.incId);
    });
    socket.on('NEW_BALANCE', (b) => (p.balance = b.balance));
    sockets.push(socket);
    p.socket = socket;
  }
  await until('every socket connected', async () => players.every((p) => p.connects > 0 && p.balance === DEPOSIT), 30_000);
  const online = await http(instances[0].url, 'GET', '/v1/admin/dashboard/online', { token: operator });
  console.log(`  online, all instances together: ${JSON.stringify(online.json)}`);

  /** Every player bets STAKE on their gate in `round`, through nginx, resending as the app does. */
  const betAll = (round) =>
    inBatches(players, 50, async (p) => {
      const key = randomUUID();
      const res = await withRetries(() => http(nginx.url, 'POST', '/v1/bets', { token: p.token, body: { zone: 'LEVEL_1', gate: p.gate, amount: STAKE, game: ' ' }, headers: { 'idempotency-key': key } }));
      assert.equal(res.status, 201, `bet of player ${p.i} in round ${round.incId}: ${JSON.stringify(res.json)}`);
      return res.json;
    });

  step('three rounds of bets; the second one settles while an instance is SIGKILLed');
  const rounds = [];
  let killed;
  for (let r = 0; r < 3; r++) {
    const round = await roundWithTime(3000);
    await betAll(round);
    rounds.push(round.incId);
    if (r === 1) {
      // As the round ends every instance races to settle it; app2 dies in the middle of that.
      await sleep(Math.max(0, round.endTime - Date.now() + 30));
      killed = await instances[1].kill();
      console.log(`  app2 killed at the end of round ${round.incId} (${killed.signal})`);
    }
    await until(`round ${round.incId} settled and announced`, async () => {
      const [row] = await db.query("select status from rounds where zone = 'LEVEL_1' and inc_id = $1", [round.incId]);
      return row?.status === 'SETTLED' && players.every((p) => p.sessions.has(round.incId) || p.statusLast >= round.incId);
    }, 30_000);
  }

  check('every player got the NEW_SESSION of every round, or (reconnecting after the kill) the STATUS that carries it', () => {
    for (const p of players) for (const incId of rounds) assert.ok(p.sessions.has(incId) || p.statusLast >= incId, `player ${p.i} missed round ${incId}`);
    const [first, , third] = rounds;
    assert.ok(players.every((p) => p.sessions.has(first) && p.sessions.has(third)), 'rounds before and after the kill reach every socket as NEW_SESSION');
  });
  const reconnected = players.filter((p) => p.connects > 1).length;
  check(`the killed instance's players reconnected through nginx to the others (${reconnected} sockets)`, () => {
    assert.ok(reconnected > 0, 'some sockets were on the killed instance');
    assert.ok(players.every((p) => p.socket.connected));
  });
  const settledOnce = await roundsSettledOnce(db, rounds);
  check('each round settled exactly once: no player paid twice for one', () => assert.deepEqual(settledOnce, []));
  const expected = await expectedBalances(db, players.map((p) => p.id), DEPOSIT);
  const books = await ledgerProblems(db);
  check('every balance is the deposit less the stakes plus the wins by the results, and the sum of its ledger rows', () => {
    for (const p of players) assert.equal(expected.balances.get(p.id), expected.expected.get(p.id), `player ${p.i}`);
    assert.deepEqual(books, []);
  });
  await until('every socket has its final balance', async () => players.every((p) => p.balance === expected.expected.get(p.id)), 10_000);
  check("every socket's last NEW_BALANCE (or STATUS after a reconnect) is its player's balance", () => {
    for (const p of players) assert.equal(p.balance, expected.expected.get(p.id));
  });

  step('the killed instance comes back; a brute force spread over the instances is limited as one');
  await instances[1].start();
  const guesses = await inBatches(Array.from({ length: AUTH_LIMIT + 30 }, (_, i) => i), 20, async (i) => (await http(nginx.url, 'POST', '/v1/auth/login', { body: { username: `nobody${i}`, password: 'wrongpass1' } })).status);
  const tally = {};
  for (const status of guesses) tally[status] = (tally[status] ?? 0) + 1;
  const passed = tally[401] ?? 0;
  check(`at most ${AUTH_LIMIT} sign-in attempts per address in the window on all instances together, then 429 (${JSON.stringify(tally)})`, () => {
    // The operator's sign-in counted too. An attempt nginx handed to a second instance (the first
    // was busy hashing: 503) counts on both, so a few fewer than the limit may get through; without
    // the shared count each instance would let the limit through, three times as many.
    assert.ok(passed <= AUTH_LIMIT - 1 && passed >= AUTH_LIMIT - 1 - 20, `${passed} attempts got through`);
    assert.ok((tally[429] ?? 0) >= 30);
    assert.equal(passed + (tally[429] ?? 0), guesses.length, 'every attempt was answered 401 or 429');
  });

  const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8DAwPAfhP7/ZwAAHu8E/Gj7YDYAAAAASUVORK5CYII=', 'base64');
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/png' }), 'front.png');
  const sent = await fetch(`${instances[0].url}/v1/upload`, { method: 'POST', headers: { authorization: `Bearer ${players[0].token}` }, body: form });
  assert.equal(sent.status, 200);
  const { fileUrl } = await sent.json();
  // What is stored is the photo decoded and encoded again (no metadata): every instance serves those bytes.
  const stored = Buffer.from(await (await fetch(`${instances[0].url}${fileUrl}`)).arrayBuffer());
  assert.ok(stored.subarray(0, 8).equals(photo.subarray(0, 8)), 'still a PNG');
  for (const other of instances.slice(1)) {
    const got = await fetch(`${other.url}${fileUrl}`);
    check(`a photo sent through app1 is served by ${other.name}`, () => assert.equal(got.status, 200));
    assert.ok(Buffer.from(await got.arrayBuffer()).equals(stored));
  }

  step('a rolling restart (SIGTERM, each instance in turn) while bets flow');
  const flowing = players.slice(0, 60);
  const outcomes = { ok: 0, refused: 0, failed: [] };
  let flow = true;
  const flowers = flowing.map(async (p) => {
    while (flow) {
      const key = randomUUID();
      const res = await withRetries(() => http(nginx.url, 'POST', '/v1/bets', { token: p.token, body: { zone: 'LEVEL_1', gate: p.gate, amount: STAKE, game: ' ' }, headers: { 'idempotency-key': key } }));
      if (res.status === 201) outcomes.ok += 1;
      // The lock before a round ends, or no points left: refusals the app shows, not failures.
      else if (res.status === 409 || (res.status === 400 && /số dư|Số dư/i.test(res.json?.message ?? ''))) outcomes.refused += 1;
      else outcomes.failed.push(res);
      await sleep(150);
    }
  });
  for (const instance of instances) {
    await sleep(1500);
    const { code } = await instance.stop();
    assert.equal(code, 0, `${instance.name} exits cleanly on SIGTERM`);
    await instance.start();
    console.log(`  ${instance.name} restarted`);
  }
  await sleep(1500);
  flow = false;
  await Promise.all(flowers);
  check(`no bet failed that the app would not resend (${outcomes.ok} placed, ${outcomes.refused} refused by the lock)`, () => assert.deepEqual(outcomes.failed, []));

  // Let every round those bets went into settle, then count the money.
  const last = (await openRound('LEVEL_1')).incId - 1;
  await until('the rounds of the rolling restart settled', async () => {
    const [row] = await db.query("select count(*)::int as n from rounds r join bets b on b.round_id = r.id where r.status <> 'SETTLED' and r.end_time < $1", [Date.now() - 2000]);
    return row.n === 0;
  }, 30_000);
  const after = await expectedBalances(db, players.map((p) => p.id), DEPOSIT);
  const booksAfter = await ledgerProblems(db);
  check('after the restarts: no money moved twice, every balance follows from its bets, balance == sum(ledger)', () => {
    for (const p of players) assert.equal(after.balances.get(p.id), after.expected.get(p.id), `player ${p.i}`);
    assert.deepEqual(booksAfter, []);
  });
  const betsPlaced = await db.query('select count(*)::int as n from bets');
  check(`one bet row per placed bet (${betsPlaced[0].n})`, () => assert.equal(betsPlaced[0].n, PLAYERS * 3 + outcomes.ok));

  step('a real Prometheus scrapes the three instances (each on its metrics listener)');
  if (!hasPrometheus()) {
    if (process.env.REQUIRE_PROMETHEUS === '1') throw new Error('Prometheus is required (REQUIRE_PROMETHEUS=1): apt-get install -y prometheus');
    console.log('  skipped: no prometheus binary (apt-get install -y prometheus)');
  } else {
    prometheus = await startPrometheus(instances.map((i) => `127.0.0.1:${i.env.METRICS_PORT}`), env.METRICS_TOKEN);
    await until('Prometheus scrapes all three instances', async () => (await prometheus.query('sum(up{job="lumina"})')) === 3, 30_000, 500);
    const count = async (sql) => (await db.query(sql))[0].n;
    const BETS = 'select count(*)::int as n from bets';
    const SETTLED = "select count(*)::int as n from rounds where status = 'SETTLED'";
    // The database and Prometheus at one moment: the count did not move across a scrape interval.
    const together = async (sql, expr) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const before = await count(sql);
        await sleep(2500);
        const scraped = await prometheus.query(expr);
        if ((await count(sql)) === before) return { db: before, prom: scraped };
      }
      throw new Error(`${sql} never held still for a scrape`);
    };
    // Every process's counters start at 0 (the suite killed and restarted each one): compare what happens from here.
    const bets0 = await together(BETS, 'sum(lumina_bets_accepted_total)');
    const settled0 = await together(SETTLED, 'sum(lumina_rounds_settled_total)');
    const bettors = players.slice(0, 100);
    // Not in the round's last second, when every bet is refused.
    await roundWithTime(3000, 'LEVEL_5');
    const placed = await Promise.all(
      bettors.map((p) => {
        const key = randomUUID();
        return withRetries(() => http(nginx.url, 'POST', '/v1/bets', { token: p.token, body: { zone: 'LEVEL_5', gate: p.gate, amount: STAKE, game: ' ' }, headers: { 'idempotency-key': key } }));
      }),
    );
    const accepted = placed.filter((res) => res.status === 201).length;
    await until('a round settles after those bets', async () => (await count(SETTLED)) >= settled0.db + 2, 30_000, 500);
    const bets1 = await together(BETS, 'sum(lumina_bets_accepted_total)');
    const settled1 = await together(SETTLED, 'sum(lumina_rounds_settled_total)');
    check(`PromQL's bets accepted across the instances are the bets written (${bets1.prom - bets0.prom} of ${accepted} placed now)`, () => {
      assert.ok(accepted > 0, `no bet accepted: ${JSON.stringify(placed.map((res) => res.status))}`);
      assert.equal(bets1.db - bets0.db, accepted);
      assert.equal(bets1.prom - bets0.prom, bets1.db - bets0.db);
    });
    check(`PromQL's settlements across the instances are the rounds settled (${settled1.db - settled0.db})`, () => {
      assert.equal(settled1.prom - settled0.prom, settled1.db - settled0.db);
    });
    const bare = await http(nginx.url, 'GET', '/metrics');
    const asPlayer = await http(nginx.url, 'GET', '/metrics', { token: players[0].token });
    check('through nginx, /metrics answers neither a request without credentials nor a player', () => {
      assert.equal(bare.status, 404);
      assert.equal(asPlayer.status, 404);
      assert.ok(!JSON.stringify(bare.json).includes('lumina_'));
    });
  }
  console.log(`\n✓ cluster suite: ${results.length} checks passed (last round ${last})`);
} catch (error) {
  console.error('\n✗ cluster suite failed:', error);
  for (const instance of instances) console.error(`--- ${instance.name} log (tail) ---\n${instance.log.slice(-3000)}`);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.disconnect();
  await nginx?.stop().catch(() => {});
  await prometheus?.stop().catch(() => {});
  await Promise.all(instances.map((i) => (i.child && i.child.exitCode === null && i.child.signalCode === null ? i.stop() : undefined)));
  await db.drop().catch(() => {});
  rmSync(dataRoot, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
