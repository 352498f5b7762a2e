// The backup drill (issue 49, §3), a step of `npm test`: under a load of bets, on SQLite and on
// PostgreSQL, a snapshot taken while bets flow is restored into an empty target and an instance
// started on it: it starts, the books are exact, every bet acknowledged before the snapshot began is
// there, a player's token from before still works, and an old round's fairness proof still verifies
// (and so does a round settled after the restore: the fairness secret came back). On SQLite with
// BACKUP_URL (Litestream), the server is killed with SIGKILL, its data folder deleted, the database
// restored from the replica: every bet acknowledged more than 2 s before the kill is there. Restore
// refuses a non-empty target, a snapshot with one byte changed, and (BACKUP_KEY) a wrong key.
// Needs `npm run build`. TEST_DATABASE_URL names the PostgreSQL server (skipped when unreachable,
// unless REQUIRE_POSTGRES=1); BACKUP_DRILL=sqlite|postgres runs one.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { freePort, freshDatabase, ROOT, sleep, until } from '../cluster/cluster.mjs';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ONLY = process.env.BACKUP_DRILL;
const PLAYERS = 12;
const DEPOSIT = 10_000;
const STAKE = 10;
const UNITS = 10_000;
const GATES = ['CAO', 'THAP', 'TRAI', 'PHAI'];
const ADMIN = { username: 'operator', password: 'drill-operator-pass' };
const BASE_ENV = {
  SCRYPT_COST: '1024',
  AUTH_RATE_LIMIT: '1000',
  BET_RATE_LIMIT: '50',
  ROUND_SECONDS: 'LEVEL_1:3,LEVEL_3:12,LEVEL_5:16',
  BET_LOCK_SECONDS: '1',
  FAIRNESS_CHAIN_LENGTH: '4096',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  BOOKS_CHECK_MS: '0',
};
// The drill's own secrets come from DATA_DIR (generated there), as on a default install: the
// snapshot must carry them.
for (const name of ['JWT_SECRET', 'FAIRNESS_SECRET', 'FAIRNESS_SECRET_FILE', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'DATABASE_URL', 'BACKUP_URL', 'BACKUP_DIR', 'BACKUP_KEY', 'DATA_DIR']) delete process.env[name];

if (!existsSync(path.join(ROOT, 'dist/server/server.js'))) {
  console.error('The backup drill runs the built server: npm run build first.');
  process.exit(1);
}

const results = [];
const check = (title, fn) => {
  fn();
  results.push(title);
  console.log(`  ✓ ${title}`);
};
const step = (title) => console.log(`\n— ${title}`);

/** The built server on a port of its own, in a process group of its own (SIGKILL takes Litestream with it, as a dead machine would). */
class Server {
  constructor(name, env) {
    this.name = name;
    this.env = env;
    this.log = '';
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.port = await freePort();
    const child = spawn(process.execPath, ['dist/server/server.js'], { cwd: ROOT, env: { ...process.env, ...BASE_ENV, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const keep = (chunk) => (this.log = (this.log + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    await until(`${this.name} ready`, async () => (await fetch(`${this.url}/ready`)).ok, 60_000, 200).catch((error) => {
      throw new Error(`${error.message}\n${this.log}`);
    });
  }

  /** SIGKILL to the whole group: the server and Litestream beside it, no goodbye. */
  async kill() {
    process.kill(-this.child.pid, 'SIGKILL');
    await this.exited;
    await sleep(200);
  }

  async stop() {
    this.child.kill('SIGTERM');
    await this.exited;
    try {
      process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
}

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

/** `npm run admin -- ...` as an operator runs it (the built CLI), with `env`. */
function admin(args, env) {
  const result = spawnSync(process.execPath, ['dist/server/cli/admin.js', ...args], { cwd: ROOT, env: { ...process.env, ...BASE_ENV, ...env }, encoding: 'utf8' });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** The operator (TOTP enrolled, as the console demands), players registered and credited. */
async function setUp(server) {
  const signIn = await http(server.url, 'POST', '/v1/auth/login', { body: ADMIN });
  assert.equal(signIn.status, 200, JSON.stringify(signIn.json));
  let operator = signIn.json.tokens.access.token;
  const enrol = await http(server.url, 'POST', '/v1/admin/totp/enrol', { token: operator, body: {} });
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.json.secret) });
  assert.equal((await http(server.url, 'POST', '/v1/admin/totp/confirm', { token: operator, body: { code: totp.generate() } })).status, 200);
  operator = (await http(server.url, 'POST', '/v1/auth/refresh-tokens', { body: { refreshToken: signIn.json.tokens.refresh.token } })).json.tokens.access.token;
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, i) => {
      const username = `drill${i}${randomUUID().slice(0, 6)}`;
      const res = await http(server.url, 'POST', '/v1/auth/register', { body: { username, password: 'secret123', passwordConfirm: 'secret123' } });
      assert.equal(res.status, 201, JSON.stringify(res.json));
      return { i, id: res.json.player.id, token: res.json.tokens.access.token, gate: GATES[i % 4] };
    }),
  );
  for (const p of players) {
    const res = await http(server.url, 'POST', '/v1/admin/deposits', { token: operator, body: { playerId: p.id, amount: DEPOSIT }, headers: { 'idempotency-key': `fund-${p.id}` } });
    assert.equal(res.status, 201, JSON.stringify(res.json));
  }
  return players;
}

/** Every player bets STAKE points on their gate again and again; each bet answered 201 is kept with the time it was acknowledged. */
function startLoad(server, players) {
  const acknowledged = [];
  let running = true;
  let refused = 0;
  const loops = players.map(async (p) => {
    while (running) {
      try {
        const res = await http(server.url, 'POST', '/v1/bets', { token: p.token, body: { zone: 'LEVEL_1', gate: p.gate, amount: STAKE, game: ' ' }, headers: { 'idempotency-key': randomUUID() } });
        if (res.status === 201) acknowledged.push({ id: res.json.bet.id, at: Date.now() });
        else if ((refused += 1) === 1) console.log(`  (a bet refused: ${res.status} ${JSON.stringify(res.json)})`);
      } catch {
        // the server was killed: the loop ends with the drill's stop()
      }
      await sleep(80);
    }
  });
  return {
    acknowledged,
    refused: () => refused,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A settled LEVEL_1 round with its seed, as the public list shows it. */
async function settledRound(server, after = 0) {
  let round;
  await until('a settled round with its seed', async () => {
    round = (await http(server.url, 'GET', '/v1/sessions?zone=LEVEL_1&limit=1')).json.results?.[0];
    return Boolean(round?.seed) && round.incId > after;
  }, 30_000, 300);
  return round;
}

/** The round's proof, checked as the verifier does: its seed hashes down to its chain's published h[0], and its digits follow from the seed. */
async function proofVerifies(server, round) {
  const fairness = (await http(server.url, 'GET', '/v1/fairness')).json;
  const chain = fairness.chains.filter((c) => c.zone === 'LEVEL_1' && c.firstIncId <= round.incId).sort((a, b) => b.chainNo - a.chainNo)[0];
  if (!chain) return `no chain for round ${round.incId}`;
  let hash = Buffer.from(round.seed, 'hex');
  for (let k = round.incId - chain.firstIncId + 1; k > 0; k--) hash = createHash('sha256').update(hash).digest();
  if (hash.toString('hex') !== chain.terminatingHash) return `round ${round.incId}'s seed does not hash down to chain ${chain.chainNo}'s published hash`;
  const mac = createHmac('sha256', Buffer.from(round.seed, 'hex')).update(`${fairness.salt}:LEVEL_1:${round.incId}`).digest();
  let digits = '';
  for (let i = 0; i < 5; i++) digits += String(Math.floor((mac[4 * i] / 256 + mac[4 * i + 1] / 256 ** 2 + mac[4 * i + 2] / 256 ** 3 + mac[4 * i + 3] / 256 ** 4) * 10));
  return digits === round.result ? true : `round ${round.incId}: digits ${digits}, result ${round.result}`;
}

/** The game's rule, written again here as the oracle (e2e/cluster/checks.mjs). */
function wins(gate, result) {
  const first = Number(result[0]);
  const last = Number(result[result.length - 1]);
  return { CAO: first >= 5, THAP: first <= 4, TRAI: last % 2 === 1, PHAI: last % 2 === 0 }[gate];
}

/** Reads of a deployment's database, in one consistent read (SQLite file or PostgreSQL URL). */
function reader(target) {
  if (target.sqlite) {
    return async (fn) => {
      const db = new SQLite(target.sqlite, { readonly: true });
      try {
        db.exec('begin');
        const result = await fn(async (text, values = []) => db.prepare(text.replace(/\$\d+/g, '?')).all(...values));
        db.exec('commit');
        return result;
      } finally {
        db.close();
      }
    };
  }
  return async (fn) => {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read');
      const result = await fn(async (text, values) => (await client.query(text, values)).rows);
      await client.query('commit');
      return result;
    } finally {
      await client.end();
    }
  };
}

/** The books, checked against the bets: each player's balance is the deposit less the stakes plus the wins, and the sum of their ledger rows; the ledger sums to 0. */
async function booksProblems(read, players) {
  return read(async (q) => {
    const bets = await q(`select b.player_id as player, b.gate, b.amount, r.status, r.result, r.payout_bps as bps from bets b join rounds r on r.id = b.round_id`);
    const balances = await q('select id, balance from players');
    const ledger = await q('select player_id as player, sum(delta) as s from ledger_entries where player_id is not null group by player_id');
    const total = await q('select coalesce(sum(delta), 0) as s from ledger_entries');
    const systems = await q('select count(*) as n from system_balances b where b.balance <> (select coalesce(sum(delta), 0) from ledger_entries l where l.system_account = b.code and l.system_shard = b.shard)');
    const problems = [];
    const expected = new Map(players.map((p) => [p.id, DEPOSIT * UNITS]));
    for (const b of bets) {
      const id = Number(b.player);
      if (!expected.has(id)) continue;
      let units = expected.get(id) - Number(b.amount);
      if (b.status === 'SETTLED' && wins(b.gate, b.result)) units += Math.floor((Number(b.amount) * Number(b.bps)) / UNITS);
      expected.set(id, units);
    }
    const stored = new Map(balances.map((r) => [Number(r.id), Number(r.balance)]));
    const sums = new Map(ledger.map((r) => [Number(r.player), Number(r.s)]));
    for (const p of players) {
      if (stored.get(p.id) !== expected.get(p.id)) problems.push(`player ${p.i}: balance ${stored.get(p.id)}, the bets say ${expected.get(p.id)}`);
      if (sums.get(p.id) !== stored.get(p.id)) problems.push(`player ${p.i}: balance ${stored.get(p.id)}, ledger ${sums.get(p.id)}`);
    }
    if (Number(total[0].s) !== 0) problems.push(`the ledger sums to ${total[0].s}`);
    if (Number(systems[0].n) !== 0) problems.push(`${systems[0].n} system balances are not their ledger rows`);
    return problems;
  });
}

/** Acknowledged bets not in the database. */
async function missingBets(read, bets) {
  const ids = new Set((await read((q) => q('select id from bets'))).map((r) => Number(r.id)));
  return bets.filter((b) => !ids.has(Number(b.id)));
}

/** A copy of the snapshot with one byte of its database changed. */
function damagedCopy(folder, file) {
  const copy = `${folder}-damaged`;
  cpSync(folder, copy, { recursive: true });
  const target = path.join(copy, file);
  const bytes = readFileSync(target);
  const at = Math.floor(bytes.length / 2);
  bytes[at] ^= 0x01;
  writeFileSync(target, bytes);
  return copy;
}

const listing = (dir) => (existsSync(dir) ? readdirSync(dir).sort().map((n) => `${n}:${statSync(path.join(dir, n)).size}:${statSync(path.join(dir, n)).mtimeMs}`) : []);

/** After the restore: the instance starts; the books, the bets, the token, the fairness proofs. */
async function checkRestored(server, read, { players, before, oldRound, label }) {
  await server.start();
  check(`${label}: an instance starts on the restored ${server.env.DATABASE_URL ? 'database' : 'data folder'}`, () => assert.ok(server.port));
  const missing = await missingBets(read, before);
  check(`${label}: every one of the ${before.length} bets acknowledged before the snapshot began is there`, () => assert.deepEqual(missing, []));
  const profile = await http(server.url, 'GET', '/v1/auth/profile', { token: players[0].token });
  check(`${label}: a player's access token from before the snapshot still works`, () => assert.equal(profile.status, 200, JSON.stringify(profile.json)));
  const oldProof = await proofVerifies(server, oldRound);
  check(`${label}: round ${oldRound.incId}'s fairness proof (settled before the snapshot) still verifies`, () => assert.equal(oldProof, true));
  const next = await settledRound(server, Math.max(oldRound.incId, (await http(server.url, 'GET', '/v1/sessions?zone=LEVEL_1&limit=1')).json.results[0].incId));
  const newProof = await proofVerifies(server, next);
  check(`${label}: round ${next.incId}, settled after the restore, verifies against the same published chain (the fairness secret came back)`, () => assert.equal(newProof, true));
  const books = await booksProblems(read, players);
  check(`${label}: the books are exact (every balance follows from the deposit and the bets, and is its ledger rows; the ledger sums to 0)`, () => assert.deepEqual(books, []));
  await server.stop();
}

async function sqliteDrill(root) {
  step('SQLite, with BACKUP_URL (Litestream)');
  const replica = path.join(root, 'replica');
  const dataA = path.join(root, 'data-a');
  const env = { DATA_DIR: dataA, BACKUP_URL: `file://${replica}` };
  const a = new Server('sqlite-a', env);
  await a.start();
  const players = await setUp(a);
  const load = startLoad(a, players);
  const oldRound = await settledRound(a);
  await sleep(1000);
  const snapshotBegan = Date.now();
  const before = load.acknowledged.filter((b) => b.at < snapshotBegan);
  const t0 = Date.now();
  const backup = admin(['backup', path.join(root, 'snapshots')], { DATA_DIR: dataA });
  const took = Date.now() - t0;
  assert.equal(backup.status, 0, backup.err);
  const folder = backup.out.split('\n')[0];
  console.log(`  snapshot while bets flow: ${folder} (${took} ms, ${before.length} bets acknowledged before it began)`);
  await sleep(4000);
  const ready = (await http(a.url, 'GET', '/ready')).json;
  check(`/ready tells the replica's position (${JSON.stringify(ready.backups?.replica)})`, () => {
    assert.equal(ready.backups?.replica?.url, env.BACKUP_URL);
    assert.ok(ready.backups.replica.positionAgeSeconds < 5, 'the replica keeps up under the load');
  });
  await a.kill();
  const killedAt = Date.now();
  const acked = load.acknowledged.slice();
  await load.stop();
  console.log(`  killed with SIGKILL (server and Litestream) after ${acked.length} acknowledged bets; the data folder deleted`);
  rmSync(dataA, { recursive: true, force: true });

  const fromReplica = admin(['restore', '--from', env.BACKUP_URL], { DATA_DIR: dataA });
  check('restore --from BACKUP_URL restores the replica into the deleted data folder', () => assert.equal(fromReplica.status, 0, fromReplica.err));
  const read = reader({ sqlite: path.join(dataA, 'app.sqlite') });
  const lost = await missingBets(read, acked.filter((b) => b.at < killedAt - 2000));
  const recent = acked.filter((b) => b.at >= killedAt - 2000).length;
  const kept = recent - (await missingBets(read, acked.filter((b) => b.at >= killedAt - 2000))).length;
  check(`every bet acknowledged more than 2 s before the kill is in the replica (${acked.length - recent}; of the last 2 s, ${kept} of ${recent})`, () => assert.deepEqual(lost, []));
  const b = new Server('sqlite-replica', { DATA_DIR: dataA });
  await b.start();
  const replicaBooks = await booksProblems(read, players);
  check('an instance starts on the restored replica, the books exact', () => assert.deepEqual(replicaBooks, []));
  const profile = await http(b.url, 'GET', '/v1/auth/profile', { token: players[1].token });
  check("the secrets came back with the replica: a player's token from before works", () => assert.equal(profile.status, 200));
  await b.stop();

  const listed = listing(dataA);
  const refusedFull = admin(['restore', folder], { DATA_DIR: dataA });
  check('restore refuses a non-empty DATA_DIR, with a message, and changes nothing', () => {
    assert.equal(refusedFull.status, 1);
    assert.match(refusedFull.err, /not empty/);
    assert.deepEqual(listing(dataA), listed);
  });

  const damaged = damagedCopy(folder, 'app.sqlite');
  const dataX = path.join(root, 'data-x');
  const refusedByte = admin(['restore', damaged], { DATA_DIR: dataX });
  check('restore refuses a snapshot with one byte changed, with a message, and writes nothing', () => {
    assert.equal(refusedByte.status, 1);
    assert.match(refusedByte.err, /app\.sqlite: its SHA-256 is not the manifest's/);
    assert.equal(existsSync(dataX), false);
  });

  const dataS = path.join(root, 'data-s');
  const restored = admin(['restore', folder], { DATA_DIR: dataS });
  check('restore PATH puts the snapshot into an empty DATA_DIR and says what it restored', () => {
    assert.equal(restored.status, 0, restored.err);
    assert.match(restored.out, /ledger_entries: \d+/);
    assert.match(restored.out, /last ledger entry: #\d+/);
  });
  await checkRestored(new Server('sqlite-snapshot', { DATA_DIR: dataS }), reader({ sqlite: path.join(dataS, 'app.sqlite') }), { players, before, oldRound, label: 'SQLite snapshot' });
}

async function postgresDrill(root) {
  step('PostgreSQL (fresh databases on the test server), snapshot encrypted with BACKUP_KEY');
  const dbs = [];
  try {
    const [first, second, third] = await Promise.all([freshDatabase(PG), freshDatabase(PG), freshDatabase(PG)]);
    dbs.push(first, second, third);
    const key = 'drill-backup-key-' + randomUUID();
    const dataA = path.join(root, 'pg-a');
    const a = new Server('pg-a', { DATA_DIR: dataA, DATABASE_URL: first.url });
    await a.start();
    const players = await setUp(a);
    const load = startLoad(a, players);
    const oldRound = await settledRound(a);
    await sleep(1000);
    const snapshotBegan = Date.now();
    const before = load.acknowledged.filter((b) => b.at < snapshotBegan);
    const t0 = Date.now();
    const backup = admin(['backup', path.join(root, 'pg-snapshots')], { DATA_DIR: dataA, DATABASE_URL: first.url, BACKUP_KEY: key });
    const took = Date.now() - t0;
    assert.equal(backup.status, 0, backup.err);
    const folder = backup.out.split('\n')[0];
    console.log(`  snapshot while bets flow: ${folder} (${took} ms, ${before.length} bets acknowledged before it began)`);
    await sleep(1000);
    await load.stop();
    await a.stop();
    check('every file of the snapshot is encrypted (none holds the secrets or the dump in the clear)', () => {
      for (const name of ['manifest.json', 'database.pgdump', 'secrets/jwt-secret', 'secrets/fairness-secret']) {
        assert.ok(readFileSync(path.join(folder, name)).subarray(0, 10).equals(Buffer.from('PRBACKUP1\n')), name);
      }
      assert.ok(!readFileSync(path.join(folder, 'secrets/jwt-secret')).includes(readFileSync(path.join(dataA, 'jwt-secret'))));
    });

    const ledgerRows = async (db) => Number((await db.query('select count(*) as n from ledger_entries'))[0].n);
    const rowsBefore = await ledgerRows(first);
    const refusedFull = admin(['restore', folder], { DATA_DIR: path.join(root, 'pg-x'), DATABASE_URL: first.url, BACKUP_KEY: key });
    check('restore refuses a database that is not empty, with a message, and changes nothing', async () => {
      assert.equal(refusedFull.status, 1);
      assert.match(refusedFull.err, /not empty/);
    });
    assert.equal(await ledgerRows(first), rowsBefore);
    const tables = async (db) => Number((await db.query("select count(*) as n from information_schema.tables where table_schema = 'public'"))[0].n);
    const noKey = admin(['restore', folder], { DATA_DIR: path.join(root, 'pg-x'), DATABASE_URL: second.url });
    const wrongKey = admin(['restore', folder], { DATA_DIR: path.join(root, 'pg-x'), DATABASE_URL: second.url, BACKUP_KEY: 'not-the-key' });
    check('restore refuses an encrypted snapshot without BACKUP_KEY, or with a wrong one, and writes nothing', () => {
      assert.equal(noKey.status, 1);
      assert.match(noKey.err, /set BACKUP_KEY/);
      assert.equal(wrongKey.status, 1);
      assert.match(wrongKey.err, /does not decrypt with this BACKUP_KEY/);
      assert.equal(existsSync(path.join(root, 'pg-x')), false);
    });
    assert.equal(await tables(second), 0);
    const damaged = damagedCopy(folder, 'database.pgdump');
    const refusedByte = admin(['restore', damaged], { DATA_DIR: path.join(root, 'pg-x'), DATABASE_URL: third.url, BACKUP_KEY: key });
    check('restore refuses a snapshot with one byte changed, and the database stays empty', () => {
      assert.equal(refusedByte.status, 1);
      assert.match(refusedByte.err, /database\.pgdump: its SHA-256 is not the manifest's/);
    });
    assert.equal(await tables(third), 0);

    const dataB = path.join(root, 'pg-b');
    const restored = admin(['restore', folder], { DATA_DIR: dataB, DATABASE_URL: second.url, BACKUP_KEY: key });
    check('restore PATH puts the snapshot into an empty database (and its secrets into DATA_DIR) and says what it restored', () => {
      assert.equal(restored.status, 0, restored.err);
      assert.match(restored.out, /ledger_entries: \d+/);
    });
    await checkRestored(new Server('pg-restored', { DATA_DIR: dataB, DATABASE_URL: second.url }), reader({ url: second.url }), { players, before, oldRound, label: 'PostgreSQL snapshot' });
  } finally {
    for (const db of dbs) await db.drop().catch(() => undefined);
  }
}

async function pgReachable() {
  const client = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const root = mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));
const started = Date.now();
let failed = false;
try {
  if (ONLY !== 'postgres') await sqliteDrill(root);
  if (ONLY !== 'sqlite') {
    if (await pgReachable()) await postgresDrill(root);
    else if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`PostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable at ${PG}`);
    else console.log(`\n— PostgreSQL skipped: not reachable at ${PG}`);
  }
  console.log(`\n✓ backup drill: ${results.length} checks in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  failed = true;
  console.error(`\n✗ backup drill failed: ${error.stack ?? error}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
