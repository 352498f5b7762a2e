// Scale-out figures (issues 16 and 28), on this machine's PostgreSQL and Redis and Debian's nginx,
// with the built app (npm run build first):
//   1. POST /v1/bets on one instance: PostgreSQL beside SQLite (100 connections), beside their
//      baselines: a Fastify hello-world (HTTP alone) and pgbench running a plain bet transaction
//      (UPDATE balance + INSERT bet, 20 clients) on the same PostgreSQL tables; the four back to
//      back in each of PASSES interleaved passes, with each pass's ratios and their medians;
//   2. POST /v1/bets through nginx with 1, 2 and 3 instances on PostgreSQL, with the CPU each used
//      (a 2-core machine: the curve is bounded by the cores, the per-core figure is what scales);
//   3. NEW_SESSION fan-out to 10,000 sockets spread over 3 instances through Redis: from the
//      round's close to the last socket.
// Run: node bench/cluster.mjs   (DURATION=10 s per measurement, SOCKETS=10000, ROUNDS=3, PASSES=3 interleaved passes of sections 1 and 2; SECTIONS=1,2
//   for some parts only; PROF_DIR=/tmp/prof writes each instance's V8 CPU profile there)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { freePort, freshDatabase, Instance, ROOT, sleep, startNginx } from '../e2e/cluster/cluster.mjs';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION = Number(process.env.DURATION ?? 10);
const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = 100;
/** Which parts to run (SECTIONS=1,3): all by default. */
/** Interleaved passes of section 1 (the four loads each) and of section 2 (1, 2, 3 instances each): their medians are printed. */
const PASSES = Number(process.env.PASSES ?? 3);
const SECTIONS = new Set((process.env.SECTIONS ?? '1,2,3').split(','));
const BETTORS = 1_000;
const n = (x) => Math.round(x).toLocaleString('en-US');
const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
/** Every instance started, stopped at the end whatever happens. */
const started = [];
const instance = async (name, env) => {
  const made = new Instance(name, await freePort(), env);
  started.push(made);
  return made;
};

/** Row updates of players and of round_stakes so far, and how many of them were HOT (PostgreSQL's statistics, flushed about every second). */
async function rowUpdates(db) {
  await sleep(1500);
  const rows = await db.query("select relname, n_tup_upd as updates, n_tup_hot_upd as hot from pg_stat_user_tables where relname in ('players', 'round_stakes')");
  const of = (table) => rows.find((r) => r.relname === table) ?? { updates: 0, hot: 0 };
  return Object.fromEntries(['players', 'round_stakes'].map((table) => [table, { all: Number(of(table).updates), hot: Number(of(table).hot) }]));
}

/** TCP connections this machine has opened so far (/proc/net/snmp's ActiveOpens): nginx's to the instances, autocannon's. */
function tcpOpens() {
  const [names, values] = readFileSync('/proc/net/snmp', 'utf8').split('\n').filter((line) => line.startsWith('Tcp:'));
  return Number(values.split(/\s+/)[names.split(/\s+/).indexOf('ActiveOpens')]);
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the instances are idle (under 5% of a core each over half a second, 60 s at most):
 * what funding set going (a notification and its push for each deposit) ends before a measurement.
 */
async function quiet(instances) {
  for (let i = 0; i < 120; i++) {
    const before = instances.map((one) => cpuSeconds(one.child.pid));
    await sleep(500);
    if (instances.every((one, k) => cpuSeconds(one.child.pid) - before[k] < 0.025)) return;
  }
}

/**
 * CPU seconds used so far by this machine's PostgreSQL: every `postgres` process's own, with what
 * the postmaster collected from the backends that have exited (a pgbench run's, say).
 */
function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes(' (postgres) ')) continue;
      const fields = stat.split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

const METRICS_TOKEN = 'bench-metrics-token';

/** Bets and batches written so far by an instance (its lumina_bet_batch_size histogram). */
async function batchTotals(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? 0);
  return { bets: value('lumina_bet_batch_size_sum'), batches: value('lumina_bet_batch_size_count') };
}

function baseEnv(name, extra) {
  return {
    DATA_DIR: path.join(dataRoot, name),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-12',
    FAIRNESS_SECRET: 'bench-fairness-bench-fairness-bench-fair',
    SCRYPT_COST: '1024',
    AUTH_RATE_LIMIT: '1000000',
    BET_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    CLIENT_DIR: '/nonexistent',
    METRICS_TOKEN: METRICS_TOKEN,
    ...extra,
  };
}

async function register(base, count, prefix) {
  const tokens = [];
  for (let i = 0; i < count; i += 8) {
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, count - i) }, async (_, k) => {
          for (;;) {
            const res = await fetch(`${base}/v1/auth/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ username: `${prefix}${i + k}`, password: 'secret123', passwordConfirm: 'secret123' }),
            });
            // 503: password hashing is busy; try again.
            if (res.status === 503) continue;
            const body = await res.json();
            return { token: body.tokens.access.token, id: body.player.id };
          }
        }),
      )),
    );
  }
  return tokens;
}

/** Credits every player through the operator API (TOTP on), as deposits are made. */
async function fund(base, players, points) {
  const { Secret, TOTP } = await import('otpauth');
  const login = await (await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'operator', password: 'bench-operator-pass' }) })).json();
  const auth = { authorization: `Bearer ${login.tokens.access.token}`, 'content-type': 'application/json' };
  const enrol = await (await fetch(`${base}/v1/admin/totp/enrol`, { method: 'POST', headers: auth, body: '{}' })).json();
  await fetch(`${base}/v1/admin/totp/confirm`, { method: 'POST', headers: auth, body: JSON.stringify({ code: new TOTP({ secret: Secret.fromBase32(enrol.secret) }).generate() }) });
  for (let i = 0; i < players.length; i += 50) {
    await Promise.all(players.slice(i, i + 50).map((p) => fetch(`${base}/v1/admin/deposits`, { method: 'POST', headers: auth, body: JSON.stringify({ playerId: p.id, amount: points }) })));
  }
}

async function betLoad(url, players, duration = DURATION) {
  let k = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/v1/bets',
        setupRequest: (req) => {
          const i = k++;
          return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${players[i % players.length].token}` }, body: JSON.stringify({ amount: 10, zone: 'LEVEL_3', gate: i % 2 ? 'CAO' : 'TRAI', game: ' ' }) };
        },
      },
    ],
  });
  return { perSecond: result['2xx'] / (result.duration || DURATION), p50: result.latency.p50, p99: result.latency.p99, other: result.non2xx + result.errors + result.timeouts };
}

const row = (name, m, extra = '') => `  ${name.padEnd(44)} ${n(m.perSecond).padStart(7)} bets/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.other}${extra}`;
const lines = [];
const say = (line) => {
  lines.push(line);
  console.log(line);
};

// Long LEVEL_3 rounds: no bet lands in a lock window during a measurement.
const longRounds = { ROUND_SECONDS: 'LEVEL_1:3600,LEVEL_3:3600,LEVEL_5:3600', ADMIN_PASSWORD: 'bench-operator-pass' };

/**
 * Waits, when the hour's rounds (`longRounds`) end within a measurement and a margin, until 5 s
 * into the next ones: a load that crossed the end of the hour met the bet lock (refusals counted
 * as non-2xx, 8,888 in one run) and the settlement.
 */
async function clearOfRoundEnd() {
  const left = 3600 - ((Date.now() / 1000) % 3600);
  if (left < DURATION + 15) await sleep((left + 5) * 1000);
}

/**
 * A Fastify hello-world (HTTP alone on this machine), kept running so that section 1 measures it
 * beside the app in each pass: `load()` gives its requests/s under the same load.
 */
async function helloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  for (let i = 0; !(await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false)); i++) {
    if (i > 100) {
      child.kill('SIGKILL');
      throw new Error('hello-world did not start');
    }
    await sleep(100);
  }
  return {
    load: async () => {
      const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION });
      return { perSecond: result['2xx'] / (result.duration || DURATION), p50: result.latency.p50, p99: result.latency.p99, other: result.non2xx + result.errors + result.timeouts };
    },
    stop: () => child.kill('SIGKILL'),
  };
}

/**
 * pgbench running a plain bet transaction (UPDATE the balance, INSERT the bet) on the product's own
 * tables, 20 clients: what this PostgreSQL does with the least a bet needs.
 */
function pgbench(url, playerIds, roundId) {
  const script = path.join(dataRoot, 'bet.sql');
  writeFileSync(
    script,
    `\\set pid random(${Math.min(...playerIds)}, ${Math.max(...playerIds)})
BEGIN;
UPDATE players SET balance = balance - 100 WHERE id = :pid;
INSERT INTO bets (player_id, round_id, gate, amount, created_at) VALUES (:pid, ${roundId}, 'CAO', 100, 0);
END;
`,
  );
  const run = spawnSync('pgbench', ['-n', '-c', '20', '-j', '2', '-T', String(DURATION), '-f', script, url], { encoding: 'utf8' });
  const tps = /tps = ([0-9.]+)/.exec(run.stdout)?.[1];
  if (!tps) throw new Error(`pgbench: ${run.stdout}${run.stderr}`);
  return Number(tps);
}

try {
  // 1. One instance, SQLite and PostgreSQL, beside their baselines, in interleaved passes: the
  // machine is shared, and a baseline measured minutes apart from its app moved by half (a
  // hello-world at 28,000 and 52,000 requests/s in two runs of one hour), so each pass measures the
  // four back to back and its ratios are its own; the medians of the passes are printed with them.
  if (SECTIONS.has('1')) {
    say(`\n1. POST /v1/bets, one instance, ${CONNECTIONS} connections, ${DURATION} s, ${os.cpus().length} cores, ${PASSES} interleaved pass${PASSES > 1 ? 'es' : ''}`);
    const hello = await helloWorld();
    const apps = {};
    for (const dialect of ['sqlite', 'postgres']) {
      const db = dialect === 'postgres' ? await freshDatabase(PG) : undefined;
      const one = await instance(dialect, baseEnv(dialect, { ...longRounds, DATABASE_URL: db?.url ?? '' }));
      await one.start();
      const players = await register(one.url, BETTORS, `b${dialect}`);
      await fund(one.url, players, 1_000_000);
      // Warmed first (5 s of bets, not measured), as in section 2: code just started runs unoptimized.
      await clearOfRoundEnd();
      await betLoad(one.url, players, 5);
      apps[dialect] = { db, one, players };
    }
    const pg = apps.postgres.db;
    const [round] = await pg.query('select max(id) as id from rounds');
    const updatesBefore = await rowUpdates(pg);
    const passes = [];
    for (let pass = 0; pass < PASSES; pass++) {
      const figures = { hello: await hello.load() };
      for (const dialect of ['sqlite', 'postgres']) {
        const { db, one, players } = apps[dialect];
        await quiet([one]);
        await clearOfRoundEnd();
        const batchesBefore = await batchTotals(one.url);
        const cpu = { app: cpuSeconds(one.child.pid), postgres: postgresCpuSeconds() };
        const m = await betLoad(one.url, players);
        const used = { app: cpuSeconds(one.child.pid) - cpu.app, postgres: postgresCpuSeconds() - cpu.postgres };
        const batchesAfter = await batchTotals(one.url);
        const bets = m.perSecond * DURATION;
        // CPU per bet holds better than bets/s on a shared, noisy machine.
        const perBet = `   CPU per bet: app ${n((used.app / bets) * 1e6)} µs` + (db ? `, PostgreSQL ${n((used.postgres / bets) * 1e6)} µs` : '') + `; ${((batchesAfter.bets - batchesBefore.bets) / (batchesAfter.batches - batchesBefore.batches)).toFixed(1)} bets per batch`;
        figures[dialect] = { ...m, perBet };
      }
      const before = postgresCpuSeconds();
      figures.pgbench = pgbench(pg.url, apps.postgres.players.map((p) => p.id), round.id);
      figures.pgPerTx = ((postgresCpuSeconds() - before) / (figures.pgbench * DURATION)) * 1e6;
      passes.push(figures);
      if (PASSES > 1) say(`   pass ${pass + 1}: hello-world ${n(figures.hello.perSecond)} req/s, SQLite ${n(figures.sqlite.perSecond)} bets/s (p99 ${figures.sqlite.p99} ms), PostgreSQL ${n(figures.postgres.perSecond)} bets/s (p99 ${figures.postgres.p99} ms), pgbench ${n(figures.pgbench)} tps`);
    }
    for (const { one } of Object.values(apps)) await one.stop();
    hello.stop();
    // Each figure's median pass; of an even number, the lower of the middle two.
    const median = (of) => [...passes].sort((a, b) => of(a) - of(b))[Math.floor((PASSES - 1) / 2)];
    const label = PASSES === 1 ? '' : PASSES % 2 ? ' (median)' : ' (lower middle)';
    const m = { hello: median((p) => p.hello.perSecond), sqlite: median((p) => p.sqlite.perSecond), postgres: median((p) => p.postgres.perSecond), pgbench: median((p) => p.pgbench) };
    say(row(`Fastify hello-world (GET /)${label}`, m.hello.hello).replace('bets/s', 'req/s '));
    say(row(`SQLite (embedded default)${label}`, m.sqlite.sqlite, m.sqlite.sqlite.perBet));
    say(row(`PostgreSQL${label}`, m.postgres.postgres, m.postgres.postgres.perBet));
    // Updates that touched no index of their table (HOT): the others insert into all of them.
    const updates = await rowUpdates(pg);
    for (const [table, name] of [['players', "players' row"], ['round_stakes', 'round stakes']]) {
      const [all, hot] = [updates[table].all - updatesBefore[table].all, updates[table].hot - updatesBefore[table].hot];
      say(`   ${name} updates in the loads (pgbench's among them): ${n(all)}, ${((hot / Math.max(all, 1)) * 100).toFixed(0)}% in place (HOT)`);
    }
    say(`  ${`pgbench, plain bet transaction, 20 clients${label}`.padEnd(44)} ${n(m.pgbench.pgbench).padStart(7)} tps   CPU per transaction: PostgreSQL ${n(m.pgbench.pgPerTx)} µs`);
    await pg.drop();
    const ratios = (p) => ({ pgbench: p.postgres.perSecond / p.pgbench, sqlite: p.postgres.perSecond / p.sqlite.perSecond, hello: p.sqlite.perSecond / p.hello.perSecond });
    const medianRatio = (key) => ratios(median((p) => ratios(p)[key]))[key];
    const p99 = (dialect) => median((p) => p[dialect].p99)[dialect].p99;
    say(`  PostgreSQL${label}: ${medianRatio('pgbench').toFixed(2)}x pgbench (target >= 0.75), ${medianRatio('sqlite').toFixed(2)}x SQLite (target >= 0.7), p99 ${p99('postgres')} ms (target <= 60)`);
    say(`  SQLite${label}: ${medianRatio('hello').toFixed(3)}x the hello-world (target >= 0.165), p99 ${p99('sqlite')} ms (target <= 40)`);
    if (PASSES > 1) {
      const each = (key, digits) => passes.map((p) => `${ratios(p)[key].toFixed(digits)}x`).join(' / ');
      say(`  pass by pass: PostgreSQL ${each('pgbench', 2)} pgbench and ${each('sqlite', 2)} SQLite, p99 ${passes.map((p) => p.postgres.p99).join(' / ')} ms; SQLite ${each('hello', 3)} the hello-world, p99 ${passes.map((p) => p.sqlite.p99).join(' / ')} ms`);
    }
  }

  // 2. Through nginx with 1, 2, 3 instances on one PostgreSQL database.
  if (SECTIONS.has('2')) say(`\n2. POST /v1/bets through nginx on PostgreSQL (Redis shared limits), ${CONNECTIONS} connections, ${DURATION} s`);
  if (SECTIONS.has('2')) {
    const db = await freshDatabase(PG);
    const channel = `bench-${randomBytes(4).toString('hex')}`;
    const env = (name) => baseEnv(name, { ...longRounds, DATABASE_URL: db.url, REDIS_URL: REDIS, REDIS_CHANNEL: channel, TRUST_PROXY: '127.0.0.1' });
    const all = await Promise.all(['app1', 'app2', 'app3'].map((name) => instance(name, env(name))));
    // Every instance serves the same history before it is measured: the players' sign-ups, their
    // funding and then 5 s of bets, all through nginx over the three. An instance just started runs
    // its code unoptimized for its first seconds; and one that served the sign-ups and the funding
    // alone ran its bets a quarter cheaper than the others through every later load (its compiled
    // code differs), which favoured one instance over two and three
    // (docs/decisions/measuring-on-a-shared-machine.md).
    for (const one of all) await one.start();
    const warm = await startNginx(await freePort(), all);
    const players = await register(warm.url, BETTORS, 'bnginx');
    await fund(warm.url, players, 1_000_000);
    await clearOfRoundEnd();
    await betLoad(warm.url, players, 5);
    await warm.stop();
    // PASSES rounds of 1, 2, 3 instances, interleaved, so that a slow minute of the shared machine
    // falls on every count alike; each count's median pass is printed (and every pass when several).
    const passes = { 1: [], 2: [], 3: [] };
    for (let pass = 0; pass < PASSES; pass++) {
      for (const count of [1, 2, 3]) {
        // The instances not behind nginx this time keep running (warm), idle: their CPU is printed too.
        const running = all.slice(0, count);
        const idle = all.slice(count);
        const nginx = await startNginx(await freePort(), running);
        await quiet(running);
        await clearOfRoundEnd();
        const totals = async () => (await Promise.all(running.map((i) => batchTotals(i.url)))).reduce((a, b) => ({ bets: a.bets + b.bets, batches: a.batches + b.batches }));
        const batchesBefore = await totals();
        const before = { apps: running.map((i) => cpuSeconds(i.child.pid)), idle: idle.map((i) => cpuSeconds(i.child.pid)), postgres: postgresCpuSeconds() };
        const opensBefore = tcpOpens();
        const m = await betLoad(nginx.url, players);
        const opened = tcpOpens() - opensBefore;
        const cores = running.map((i, k) => (cpuSeconds(i.child.pid) - before.apps[k]) / DURATION);
        const idleCores = idle.map((i, k) => (cpuSeconds(i.child.pid) - before.idle[k]) / DURATION);
        const pgCores = (postgresCpuSeconds() - before.postgres) / DURATION;
        const batchesAfter = await totals();
        const perBatch = (batchesAfter.bets - batchesBefore.bets) / (batchesAfter.batches - batchesBefore.batches);
        await nginx.stop();
        passes[count].push({ m, cores, idleCores, pgCores, perBatch, opened });
        if (PASSES > 1) say(`   pass ${pass + 1}, ${count} instance${count > 1 ? 's' : ''}: ${n(m.perSecond)} bets/s, p99 ${m.p99} ms`);
      }
    }
    const perBet = (p) => (((p.cores.reduce((a, b) => a + b, 0) + p.pgCores) * 1e6) / p.m.perSecond);
    // The median pass; of an even number, the lower of the middle two (never the better one by default).
    const medianOf = (count) => [...passes[count]].sort((a, b) => a.m.perSecond - b.m.perSecond)[Math.floor((PASSES - 1) / 2)];
    const label = PASSES === 1 ? '' : PASSES % 2 ? ' (median)' : ' (lower middle)';
    for (const count of [1, 2, 3]) {
      const p = medianOf(count);
      say(row(`${count} instance${count > 1 ? 's' : ''}${label}`, p.m, `   CPU per instance ${p.cores.map((c) => `${c.toFixed(2)}`).join(' / ')} cores${p.idleCores.length ? ` (idle ones ${p.idleCores.map((c) => c.toFixed(3)).join(' / ')})` : ''}, PostgreSQL ${p.pgCores.toFixed(2)}; CPU per bet ${n(perBet(p))} µs (apps and PostgreSQL); ${p.perBatch.toFixed(1)} bets per batch; ${n(p.opened)} TCP connections opened (autocannon's ${CONNECTIONS} among them)`));
    }
    const one = medianOf(1).m.perSecond;
    say(`  2 instances carry ${(medianOf(2).m.perSecond / one).toFixed(2)}x one, 3 instances ${(medianOf(3).m.perSecond / one).toFixed(2)}x (target >= 1.0 each)`);
    // Each pass's own ratios: its three counts ran back to back, so a slow minute touches them alike.
    const byPass = (count) => passes[count].map((p, i) => `${(p.m.perSecond / passes[1][i].m.perSecond).toFixed(2)}x`).join(' / ');
    if (PASSES > 1) say(`  pass by pass: 2 instances ${byPass(2)}, 3 instances ${byPass(3)}`);
    for (const one of all) await one.stop();
    await db.drop();
  }

  // 3. NEW_SESSION to 10,000 sockets over 3 instances through Redis.
  if (SECTIONS.has('3')) say(`\n3. NEW_SESSION fan-out to ${n(SOCKETS)} sockets spread over 3 instances through Redis (LEVEL_1 rounds of 10 s)`);
  if (SECTIONS.has('3')) {
    const db = await freshDatabase(PG);
    const channel = `bench-${randomBytes(4).toString('hex')}`;
    const env = (name) => baseEnv(name, { ROUND_SECONDS: 'LEVEL_1:10,LEVEL_3:3600,LEVEL_5:3600', DATABASE_URL: db.url, REDIS_URL: REDIS, REDIS_CHANNEL: channel });
    const all = await Promise.all(['app1', 'app2', 'app3'].map((name) => instance(name, env(name))));
    await all[0].start();
    await Promise.all(all.slice(1).map((i) => i.start()));
    // At most 10 sockets per player per instance: enough players for every socket.
    const players = await register(all[0].url, Math.ceil(SOCKETS / 9), 'listener');
    console.log(`  ${n(players.length)} listeners registered`);
    const tokensFile = path.join(dataRoot, 'tokens');
    writeFileSync(tokensFile, players.map((x) => x.token).join(','));
    const processes = 4;
    const perProcess = Math.ceil(SOCKETS / processes);
    const byRound = new Map();
    let ready = 0;
    const clients = Array.from({ length: processes }, (_, p) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/broadcast-clients.ts'], {
        cwd: ROOT,
        env: { ...process.env, BASES: all.map((i) => i.url).join(','), COUNT: String(Math.min(perProcess, SOCKETS - p * perProcess)), TOKENS_FILE: tokensFile },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line === 'ready') return void ready++;
        const { incId, fromClose } = JSON.parse(line);
        byRound.set(incId, [...(byRound.get(incId) ?? []), ...fromClose]);
      });
      return child;
    });
    while (ready < processes) await sleep(200);
    console.log(`  ${n(SOCKETS)} sockets connected`);
    const complete = () => [...byRound.entries()].filter(([, l]) => l.length === SOCKETS).map(([incId]) => incId);
    const before = new Set(complete());
    while (complete().filter((k) => !before.has(k)).length < ROUNDS) await sleep(500);
    const p99s = [];
    for (const incId of complete().filter((k) => !before.has(k)).slice(0, ROUNDS)) {
      const latencies = byRound.get(incId).sort((a, b) => a - b);
      const p99 = latencies[Math.floor(latencies.length * 0.99)];
      p99s.push(p99);
      say(`  round ${incId}: ${n(latencies.length)} sockets; from the round's close: p50 ${latencies[Math.floor(latencies.length / 2)]} ms, p99 ${p99} ms, last ${latencies.at(-1)} ms`);
    }
    say(`  p99 from the round's close to the sockets, ${ROUNDS} rounds: ${Math.min(...p99s)}-${Math.max(...p99s)} ms (settlement, then Redis, then 3 instances' broadcasts; the clients share the 2 cores)`);
    clients.forEach((c) => c.kill('SIGKILL'));
    for (const one of all) await one.stop();
    await db.drop();
  }
} finally {
  for (const one of started) if (one.child && one.child.exitCode === null && one.child.signalCode === null) one.child.kill('SIGKILL');
  rmSync(dataRoot, { recursive: true, force: true });
}
process.exit(0);
