// `npm run test:faults` (issue 48): the faults of production met with bets flowing, on servers of
// the suite's own (services.mjs: a PostgreSQL cluster, a redis-server, a tmpfs; never the shared
// ones). Three instances of the built app behind Debian's nginx (deploy/nginx/app.conf):
//   1. PostgreSQL restarted, fast and immediate; 2. PostgreSQL silent 15 s (SIGSTOP, SIGCONT);
//   3. the primary killed (-9) and its synchronous standby promoted (a multi-host DATABASE_URL);
//   4. Redis away 10 s; 5. an instance SIGKILLed every 3 s, six times;
//   6. SQLite's data folder on a small tmpfs, filled, then freed (one instance on its own).
// After each: no instance exited, every bet answered 2xx is stored exactly once, the rounds that
// ended are settled once, the books are exact. Prints, per fault: seconds of 503s, seconds to
// serve again, bets lost. FAULTS=restart-fast,sigstop,... runs some only; FAULT_LOG_DIR=dir keeps
// each instance's whole log there.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { freePort, Instance, ROOT, sleep, startNginx, until } from '../cluster/cluster.mjs';
import { expectedBalances, ledgerProblems } from '../cluster/checks.mjs';
import { BetFlow } from './load.mjs';
import { canMakeClusters, makeCluster, makeRedis, mountTmpfs } from './services.mjs';
import { sqliteLedgerProblems } from './sqlite-checks.mjs';

const PLAYERS = Number(process.env.FAULT_PLAYERS ?? 30);
const DEPOSIT = 100_000;
const STAKE = 10;
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'];
const ONLY = process.env.FAULTS ? new Set(process.env.FAULTS.split(',')) : undefined;
const wanted = (name) => !ONLY || ONLY.has(name);

if (!existsSync(path.join(ROOT, 'dist/server/server.js'))) {
  console.error('The fault suite runs the built app: npm run build first.');
  process.exit(1);
}
if (!canMakeClusters()) {
  console.error('The fault suite makes PostgreSQL clusters of its own: it needs Debian\'s postgresql-common (pg_createcluster) and root.');
  process.exit(1);
}

const figures = [];
const skipped = [];
const step = (title) => console.log(`\n— ${title}`);
const check = (title, fn) => {
  fn();
  console.log(`  ✓ ${title}`);
};

const baseEnv = () => ({
  JWT_SECRET: randomBytes(32).toString('hex'),
  FAIRNESS_SECRET: randomBytes(32).toString('hex'),
  ADMIN_USERNAME: 'operator',
  ADMIN_PASSWORD: 'faults-operator-pass',
  SCRYPT_COST: '1024',
  AUTH_RATE_LIMIT: '10000',
  BET_RATE_LIMIT: '1000',
  ROUND_SECONDS: 'LEVEL_1:8,LEVEL_3:12,LEVEL_5:16',
  BET_LOCK_SECONDS: '1',
  FAIRNESS_CHAIN_LENGTH: '4096',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1',
  CLIENT_DIR: '/nonexistent',
  SHUTDOWN_DRAIN_MS: '0',
});

async function post(base, url, body, token, headers = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

/** The operator, signed in with TOTP (turned on at the first sign-in), as every /v1/admin call needs. */
async function operatorToken(base) {
  const signIn = await post(base, '/v1/auth/login', { username: 'operator', password: 'faults-operator-pass' });
  assert.equal(signIn.status, 200, JSON.stringify(signIn.json));
  const token = signIn.json.tokens.access.token;
  const enrol = await post(base, '/v1/admin/totp/enrol', {}, token);
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.json.secret) });
  assert.equal((await post(base, '/v1/admin/totp/confirm', { code: totp.generate() }, token)).status, 200);
  return (await post(base, '/v1/auth/refresh-tokens', { refreshToken: signIn.json.tokens.refresh.token })).json.tokens.access.token;
}

/** Players registered through `base`, each credited DEPOSIT points by the operator (through the ledger). */
async function players(base, count) {
  const operator = await operatorToken(base);
  const out = [];
  for (let i = 0; i < count; i++) {
    const username = `ft${i}${randomBytes(3).toString('hex')}`;
    const res = await post(base, '/v1/auth/register', { username, password: 'secret123', passwordConfirm: 'secret123' });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    const player = { id: res.json.player.id, token: res.json.tokens.access.token, gate: GATES[i % 4] };
    const deposit = await post(base, '/v1/admin/deposits', { playerId: player.id, amount: DEPOSIT }, operator, { 'idempotency-key': `fund-${player.id}` });
    assert.equal(deposit.status, 201, JSON.stringify(deposit.json));
    out.push(player);
  }
  return out;
}

/** The money checks after a fault, the flow paused: stored once, settled, exact. */
async function moneyChecks(name, flow, db, playerIds) {
  await flow.pause();
  try {
    // Settled, and their winners credited (a claim fixes the result first; the credits follow).
    await until(`${name}: the rounds that ended are settled and credited`, async () => {
      const [row] = await db.query(
        "select count(*)::int as n from rounds r where (r.status <> 'SETTLED' or r.credited_at is null) and r.end_time < $1 and exists (select 1 from bets b where b.round_id = r.id)",
        [Date.now() - 3000],
      );
      return row.n === 0;
    }, 40_000, 500);
    const ids = flow.accepted.map((a) => a.id);
    const stored = await db.query('select id::bigint as id from bets where id = any($1)', [ids]);
    const lost = ids.length - new Set(stored.map((r) => Number(r.id))).size;
    const [rows] = await db.query('select count(*)::int as n from bets where player_id = any($1)', [playerIds]);
    const twice = await db.query("select ref_id, count(*)::int as n from ledger_entries where kind = 'WIN' and player_id is not null group by player_id, ref_id having count(*) > 1");
    const books = await ledgerProblems(db);
    const balances = await expectedBalances(db, playerIds, DEPOSIT);
    if (rows.n !== ids.length) console.log(`  stored ${rows.n}, accepted ${ids.length}; refused after a retry: ${JSON.stringify(flow.refusedAfterRetry.slice(-20))}; given up: ${flow.givenUp} ${JSON.stringify((flow.givenUpKeys ?? []).slice(0, 3))}`);
    check(`${name}: every accepted bet stored exactly once (${ids.length}), none stored unanswered, rounds settled once, books exact`, () => {
      assert.equal(lost, 0, `${lost} accepted bets are not stored`);
      assert.equal(rows.n, ids.length, `${rows.n} bets stored for ${ids.length} accepted`);
      assert.deepEqual(twice, [], 'a player paid twice for a round');
      assert.deepEqual(books, []);
      for (const id of playerIds) assert.equal(balances.balances.get(id), balances.expected.get(id), `player ${id}`);
    });
    return lost;
  } finally {
    flow.resume();
  }
}

function record(fault, flow, from, restoredAt, lost, extra = {}) {
  const f = flow.figures(from, restoredAt);
  figures.push({ fault, ...f, lost, ...extra });
  console.log(`  ${fault}: ${f.seconds503.toFixed(1)} s of 503s (${f.unavailableAnswers} answers), served again ${f.servedAgainSeconds.toFixed(1)} s after, slowest answer ${f.slowestSinceFaultMs} ms from the fault, ${f.slowestAnswerMs} ms from its sending (${f.slowest.join(', ')}), ${lost} bets lost; ${JSON.stringify(f.statuses)}`);
  return f;
}

const cleanups = [];
let failed = false;

async function postgresFaults() {
  step('a PostgreSQL cluster and a redis-server of the suite\'s own; three instances behind nginx');
  const cluster = await makeCluster();
  cleanups.push(() => cluster.drop());
  const redis = await makeRedis();
  cleanups.push(() => redis.stop().catch(() => {}));
  await cluster.query('create database faults');
  const db = { query: (text, values) => cluster.query(text, values, 'faults') };
  const env = { ...baseEnv(), DATABASE_URL: cluster.url('faults'), REDIS_URL: redis.url, REDIS_CHANNEL: `faults-${randomBytes(4).toString('hex')}` };
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'faults-data-'));
  cleanups.push(() => rmSync(dataRoot, { recursive: true, force: true }));
  const instances = await Promise.all(['app1', 'app2', 'app3'].map(async (name) => new Instance(name, await freePort(), { ...env, DATA_DIR: path.join(dataRoot, name) })));
  cleanups.push(() => Promise.all(instances.map((i) => (i.child && i.child.exitCode === null && i.child.signalCode === null ? i.kill() : undefined))));
  await instances[0].start();
  await Promise.all(instances.slice(1).map((i) => i.start()));
  const nginx = await startNginx(await freePort(), instances);
  cleanups.push(() => nginx.stop().catch(() => {}));
  const list = await players(nginx.url, PLAYERS);
  const playerIds = list.map((p) => p.id);
  const flow = new BetFlow(nginx.url, list, { stake: STAKE });
  flow.start();
  await sleep(3000);
  const alive = () => instances.every((i) => i.child.exitCode === null && i.child.signalCode === null);

  try {
    for (const mode of ['fast', 'immediate']) {
      const name = `restart-${mode}`;
      if (!wanted(name)) continue;
      step(`PostgreSQL restarted (-m ${mode}) under load`);
      const from = Date.now();
      await cluster.restart(mode);
      const restoredAt = Date.now();
      await until('bets placed again', async () => flow.accepted.some((a) => a.at > restoredAt + 500), 30_000, 200);
      await sleep(2000);
      check('no instance exited', () => assert.ok(alive(), instances.map((i) => `${i.name}: ${i.child.exitCode ?? i.child.signalCode}\n${i.log.slice(-1500)}`).join('\n')));
      const f = record(`PostgreSQL restart -m ${mode}`, flow, from, restoredAt, await moneyChecks(name, flow, db, playerIds));
      check('every answer within 5 s, none a 500', () => {
        assert.deepEqual(flow.failures, []);
        assert.ok(f.slowestSinceFaultMs <= 5500, `slowest ${f.slowestSinceFaultMs} ms from the fault`);
      });
    }

    if (wanted('sigstop')) {
      step('PostgreSQL silent for 15 s (its processes SIGSTOPped, then SIGCONT)');
      const from = Date.now();
      const stopped = cluster.signal('SIGSTOP');
      await sleep(4000);
      const ready = await Promise.all(instances.map(async (i) => (await fetch(`${i.url}/ready`, { signal: AbortSignal.timeout(5000) })).status));
      const health = await Promise.all(instances.map(async (i) => (await fetch(`${i.url}/health`, { signal: AbortSignal.timeout(5000) })).status));
      await sleep(11_000);
      cluster.signal('SIGCONT');
      const restoredAt = Date.now();
      await until('bets placed again', async () => flow.accepted.some((a) => a.at > restoredAt + 500), 30_000, 200);
      await sleep(2000);
      check(`while silent (${stopped} processes stopped): /ready 503 and /health 200 on every instance`, () => {
        assert.deepEqual(ready, [503, 503, 503]);
        assert.deepEqual(health, [200, 200, 200]);
      });
      check('no instance exited', () => assert.ok(alive()));
      const f = record('PostgreSQL silent 15 s (SIGSTOP)', flow, from, restoredAt, await moneyChecks('sigstop', flow, db, playerIds));
      check('every bet answered within 5 s (503 while silent), none a 500', () => {
        assert.deepEqual(flow.failures, []);
        assert.ok(f.slowestSinceFaultMs <= 5500, `slowest ${f.slowestSinceFaultMs} ms from the fault`);
        assert.ok(f.unavailableAnswers > 0, 'answered 503 while silent');
      });
    }

    if (wanted('failover')) {
      step('a synchronous streaming standby; the primary killed (-9), the standby promoted');
      await failover(cluster, instances, flow, db, playerIds, alive, env);
    }

    if (wanted('redis')) {
      step('Redis away 10 s');
      const from = Date.now();
      await redis.stop();
      await sleep(10_000);
      await redis.start();
      const restoredAt = Date.now();
      await sleep(3000);
      check('no instance exited', () => assert.ok(alive()));
      const f = record('Redis away 10 s', flow, from, restoredAt, await moneyChecks('redis', flow, db, playerIds));
      check('bets went on: no 5xx, none a 500', () => {
        assert.deepEqual(flow.failures, []);
        assert.ok(f.slowestSinceFaultMs <= 5500, `slowest ${f.slowestSinceFaultMs} ms from the fault`);
      });
    }

    if (wanted('kills')) {
      step('an instance SIGKILLed every 3 s, six times, each started again, one always left serving; the bets at a third of their rate');
      // Lean: an instance's start costs about 9 s of CPU (loading the modules, compiling the routes'
      // schemas) and then waits for the round engine's catch-up tick; at a load average of 20-25 on
      // 2 cores, beside the bet load, a restart took 60-100 s to be ready, so kills 3 s apart had
      // all three down at once (nginx could only answer 503 for 100 s). So the bets run at a third
      // of their rate meanwhile, a kill waits until two instances are ready (one is always serving,
      // as an orchestrator's rolling restarts keep it), and a restart gets 4 minutes to be ready.
      const pauseMs = flow.pauseMs;
      flow.pauseMs = pauseMs * 3 + 200;
      const isReady = async (i) => (await fetch(`${i.url}/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => undefined))?.ok === true;
      const from = Date.now();
      const readyIn = [];
      for (let k = 0; k < 6; k++) {
        await sleep(3000);
        let ready = [];
        await until('two instances ready to lose one', async () => (ready = (await Promise.all(instances.map(async (i) => ((await isReady(i)) ? i : undefined)))).filter(Boolean)).length >= 2, 240_000, 200);
        const victim = ready[k % ready.length];
        await victim.kill();
        const startedAt = Date.now();
        victim.start(240_000).then(
          () => readyIn.push(Date.now() - startedAt),
          (error) => {
            readyIn.push(Infinity);
            console.error(`  ${victim.name} did not start again: ${error.message.split('\n')[0]}`);
          },
        );
      }
      await until('all three ready again', async () => (await Promise.all(instances.map(isReady))).every(Boolean), 240_000, 300);
      const restoredAt = Date.now();
      flow.pauseMs = pauseMs;
      await until('every restart ready', async () => readyIn.length === 6, 240_000, 200);
      console.log(`  a restarted instance was ready ${(Math.min(...readyIn) / 1000).toFixed(1)}-${(Math.max(...readyIn) / 1000).toFixed(1)} s after its start; the kills took ${((restoredAt - from) / 1000).toFixed(0)} s`);
      await sleep(3000);
      const f = record('an instance SIGKILLed every 3 s, x6', flow, from, restoredAt, await moneyChecks('kills', flow, db, playerIds));
      check('no bet failed that the app would not resend', () => {
        assert.deepEqual(flow.failures, []);
        assert.ok(f.servedAgainSeconds < 10);
      });
    }
  } finally {
    await flow.stop();
  }
  check(`no bet given up after a minute of retries (${flow.givenUp})`, () => assert.equal(flow.givenUp, 0));
}

/** The primary killed, the standby promoted, the instances on a multi-host DATABASE_URL carry on through nginx. */
async function failover(cluster, instances, flow, db, playerIds, alive, env) {
  const standby = await cluster.makeStandby();
  cleanups.push(() => standby.drop());
  const url = `postgres://postgres@127.0.0.1:${cluster.port},127.0.0.1:${standby.port}/faults?target_session_attrs=read-write`;
  // The instances on the multi-host URL, one at a time, the bets paused meanwhile: on a loaded
  // 2-core machine an instance starting beside the load got too little CPU to be ready in 60 s.
  await flow.pause();
  for (const instance of instances) {
    await instance.stop();
    instance.env = { ...env, ...instance.env, DATABASE_URL: url };
    await instance.start();
  }
  flow.resume();
  await sleep(2000);
  const from = Date.now();
  cluster.signal('SIGKILL');
  await standby.promote();
  const restoredAt = Date.now();
  await until('bets placed on the new primary', async () => flow.accepted.some((a) => a.at > restoredAt + 500), 30_000, 200);
  await sleep(2000);
  db.query = (text, values) => standby.query(text, values, 'faults');
  check('no instance exited', () => assert.ok(alive()));
  const f = record('primary killed, standby promoted', flow, from, restoredAt, await moneyChecks('failover', flow, db, playerIds));
  check('every bet answered within 5 s (503 during the failover), none a 500; the instances carried on within 10 s on the new primary, through nginx', () => {
    assert.deepEqual(flow.failures, []);
    assert.ok(f.slowestSinceFaultMs <= 5500, `slowest ${f.slowestSinceFaultMs} ms from the fault`);
    assert.ok(f.servedAgainSeconds <= 10, `${f.servedAgainSeconds} s`);
  });
}

async function sqliteFullDisk() {
  step('SQLite: the data folder on a 48 MiB tmpfs, filled, then freed (one instance)');
  const disk = mountTmpfs(48);
  if (disk.error) {
    const why = `cannot mount a tmpfs here (${disk.error})`;
    console.log(`  skipped: ${why}`);
    skipped.push(`SQLite full disk: ${why}`);
    return;
  }
  cleanups.push(() => disk.unmount());
  const instance = new Instance('sqlite', await freePort(), { ...baseEnv(), DATA_DIR: disk.dir });
  cleanups.push(() => (instance.child && instance.child.exitCode === null ? instance.kill() : undefined));
  await instance.start();
  const file = path.join(disk.dir, 'app.sqlite');
  const list = await players(instance.url, 20);
  const flow = new BetFlow(instance.url, list, { stake: STAKE });
  flow.start();
  await sleep(2000);
  const from = Date.now();
  disk.fill();
  await until('bets refused for the full disk', async () => flow.attempts.some((a) => a.at > from && a.status === 503), 20_000, 100);
  await sleep(1000);
  const ready = (await fetch(`${instance.url}/ready`)).status;
  const health = (await fetch(`${instance.url}/health`)).status;
  await sleep(6000);
  disk.free();
  const restoredAt = Date.now();
  await until('bets placed again', async () => flow.accepted.some((a) => a.at > restoredAt), 20_000, 100);
  await sleep(2000);
  await flow.stop();
  const readyAfter = (await fetch(`${instance.url}/ready`)).status;
  check('while full: /ready 503, /health 200; after: /ready 200, no restart', () => {
    assert.equal(ready, 503);
    assert.equal(health, 200);
    assert.equal(readyAfter, 200);
    assert.equal(instance.child.exitCode, null);
  });
  const sqlite = new SQLite(file, { readonly: true });
  try {
    const stored = new Set(sqlite.prepare('select id from bets').all().map((r) => Number(r.id)));
    const lost = flow.accepted.filter((a) => !stored.has(a.id)).length;
    const f = record('SQLite disk full', flow, from, restoredAt, lost);
    check(`every accepted bet stored once (${flow.accepted.length}), none a 500, books exact`, () => {
      assert.equal(lost, 0);
      assert.equal(stored.size, flow.accepted.length, `${stored.size} bets stored for ${flow.accepted.length} accepted`);
      assert.deepEqual(flow.failures, []);
      assert.deepEqual(sqliteLedgerProblems(sqlite), []);
      assert.ok(f.servedAgainSeconds < 5, `${f.servedAgainSeconds} s`);
    });
  } finally {
    sqlite.close();
  }
}

const started = Date.now();
try {
  await postgresFaults();
  if (wanted('sqlite-full')) await sqliteFullDisk();
} catch (error) {
  failed = true;
  console.error('\n✗ fault suite failed:', error);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
}
console.log('\n| fault | seconds of 503s | seconds to serve again | slowest answer from the fault (from its sending) | bets lost |\n|---|---|---|---|---|');
for (const f of figures) console.log(`| ${f.fault} | ${f.seconds503.toFixed(1)} | ${f.servedAgainSeconds.toFixed(1)} | ${(f.slowestSinceFaultMs / 1000).toFixed(1)} s (${(f.slowestAnswerMs / 1000).toFixed(1)} s) | ${f.lost} |`);
if (skipped.length) console.log(`Skipped:\n${skipped.map((s) => `  - ${s}`).join('\n')}`);
console.log(`${failed ? '✗' : '✓'} fault suite ${failed ? 'failed' : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
