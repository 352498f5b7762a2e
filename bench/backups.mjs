// Backups' figures (issue 49; docs/decisions/backups.md), each beside its baseline in the same run:
//   - a snapshot of a SQLite database of 1M bets (`npm run admin -- backup`, VACUUM INTO), its time
//     and size beside a plain copy of the file; with BACKUP_KEY; its restore's time;
//   - bets/s of a bet load while a snapshot runs, beside the same load before and after it;
//   - the replica's lag (Litestream, BACKUP_URL=file://) under that load, as /ready tells it.
// Needs `npm run build:server`. node bench/backups.mjs [BETS=1000000]
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { freePort, ROOT, sleep, until } from '../e2e/cluster/cluster.mjs';

const BETS = Number(process.argv[2] ?? 1_000_000);
const PLAYERS = 24;
const PHASE_MS = 8000;
const ADMIN = { username: 'operator', password: 'bench-operator-pass' };
const root = mkdtempSync(path.join(os.tmpdir(), 'bench-backups-'));
const dataDir = path.join(root, 'data');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SCRYPT_COST: '1024',
  AUTH_RATE_LIMIT: '1000',
  BET_RATE_LIMIT: '1000',
  ROUND_SECONDS: 'LEVEL_1:10,LEVEL_3:12,LEVEL_5:16',
  BET_LOCK_SECONDS: '1',
  FAIRNESS_CHAIN_LENGTH: '4096',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  BOOKS_CHECK_MS: '0',
  BET_MAX: '1000000',
};

const sizeOf = (p) => (statSync(p).isDirectory() ? readdirSync(p).reduce((n, f) => n + sizeOf(path.join(p, f)), 0) : statSync(p).size);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

async function startServer(extra = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/server.js'], { cwd: ROOT, env: { ...env, ...extra, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const url = `http://127.0.0.1:${port}`;
  await until('server ready', async () => (await fetch(`${url}/ready`)).ok, 120_000, 200);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    },
  };
}

async function http(base, method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, json: await res.json().catch(() => undefined) };
}

function admin(args, extra = {}) {
  const t0 = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['dist/server/cli/admin.js', ...args], { cwd: ROOT, env: { ...env, ...extra }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')}: ${result.stderr}`);
  return { out: result.stdout.trim(), ms: Number(process.hrtime.bigint() - t0) / 1e6 };
}

function adminAsync(args) {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, ['dist/server/cli/admin.js', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) => (code === 0 ? resolve({ out: out.trim(), ms: Date.now() - t0 }) : reject(new Error(`admin exited ${code}`))));
  });
}

async function players(url) {
  const signIn = await http(url, 'POST', '/v1/auth/login', { body: ADMIN });
  let operator = signIn.json.tokens.access.token;
  const enrol = await http(url, 'POST', '/v1/admin/totp/enrol', { token: operator, body: {} });
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.json.secret) });
  await http(url, 'POST', '/v1/admin/totp/confirm', { token: operator, body: { code: totp.generate() } });
  operator = (await http(url, 'POST', '/v1/auth/refresh-tokens', { body: { refreshToken: signIn.json.tokens.refresh.token } })).json.tokens.access.token;
  const list = [];
  for (let i = 0; i < PLAYERS; i++) {
    const res = await http(url, 'POST', '/v1/auth/register', { body: { username: `bench${i}${randomUUID().slice(0, 6)}`, password: 'secret123', passwordConfirm: 'secret123' } });
    await http(url, 'POST', '/v1/admin/deposits', { token: operator, body: { playerId: res.json.player.id, amount: 1_000_000 }, headers: { 'idempotency-key': randomUUID() } });
    list.push({ token: res.json.tokens.access.token, gate: ['CAO', 'THAP', 'TRAI', 'PHAI'][i % 4] });
  }
  return list;
}

/** Bets answered 201 per second over `ms`, every player betting back to back. */
async function load(url, list, ms, during) {
  let accepted = 0;
  const end = Date.now() + ms;
  const side = during?.();
  await Promise.all(
    list.map(async (p) => {
      while (Date.now() < end) {
        const res = await http(url, 'POST', '/v1/bets', { token: p.token, body: { zone: 'LEVEL_1', gate: p.gate, amount: 10, game: ' ' }, headers: { 'idempotency-key': randomUUID() } }).catch(() => ({ status: 0 }));
        if (res.status === 201) accepted += 1;
      }
    }),
  );
  return { perSecond: accepted / (ms / 1000), side: await side };
}

try {
  console.log(`Backups bench: ${BETS.toLocaleString('en')} bets in a SQLite database (2-core machine shared with other sessions)\n`);
  let server = await startServer();
  const list = await players(server.url);
  await server.stop();

  // 1M bets written straight into the file (the bench measures copying them, not placing them).
  const db = new SQLite(path.join(dataDir, 'app.sqlite'));
  const round = db.prepare('select id from rounds order by id limit 1').get();
  const player = db.prepare("select id from players where role <> 'ADMIN' order by id limit 1").get();
  const t0 = Date.now();
  db.prepare(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
    insert into bets (player_id, round_id, gate, amount, created_at) select ?, ?, 'CAO', 100000, ? + i from n`).run(BETS, player.id, round.id, Date.now());
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  console.log(`  (${BETS.toLocaleString('en')} bets written in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);

  const file = path.join(dataDir, 'app.sqlite');
  const c0 = process.hrtime.bigint();
  copyFileSync(file, path.join(root, 'plain-copy.sqlite'));
  const copyMs = Number(process.hrtime.bigint() - c0) / 1e6;
  const snap = admin(['backup', path.join(root, 'snapshots')]);
  const snapFolder = snap.out.split('\n')[0];
  const sealed = admin(['backup', path.join(root, 'snapshots-encrypted')], { BACKUP_KEY: 'bench-key' });
  const restore = admin(['restore', snapFolder], { DATA_DIR: path.join(root, 'restored') });
  const restoreSealed = admin(['restore', sealed.out.split('\n')[0]], { DATA_DIR: path.join(root, 'restored-sealed'), BACKUP_KEY: 'bench-key' });
  console.log('\nSnapshot of the idle database (the server stopped; the CLI includes Node start-up, about 0.3 s)');
  console.log(`  plain copy of app.sqlite (baseline)          ${copyMs.toFixed(0).padStart(6)} ms   ${mb(statSync(file).size)}`);
  console.log(`  npm run admin -- backup (VACUUM INTO, SHA-256, manifest) ${snap.ms.toFixed(0).padStart(6)} ms   ${mb(sizeOf(snapFolder))}`);
  console.log(`  ... with BACKUP_KEY (AES-256-GCM)            ${sealed.ms.toFixed(0).padStart(6)} ms   ${mb(sizeOf(sealed.out.split('\n')[0]))}`);
  console.log(`  npm run admin -- restore (checks included)   ${restore.ms.toFixed(0).padStart(6)} ms`);
  console.log(`  ... of the encrypted one                     ${restoreSealed.ms.toFixed(0).padStart(6)} ms`);

  server = await startServer({ BACKUP_URL: `file://${path.join(root, 'replica')}` });
  await sleep(3000);
  const lags = [];
  const poll = setInterval(() => {
    fetch(`${server.url}/ready`).then((r) => r.json()).then((b) => b.backups?.replica && lags.push(b.backups.replica.positionAgeSeconds), () => undefined);
  }, 500);
  await load(server.url, list, 4000); // warm-up, not counted
  const before = await load(server.url, list, PHASE_MS);
  const during = await load(server.url, list, PHASE_MS, () => adminAsync(['backup', path.join(root, 'snapshots-live')]));
  const after = await load(server.url, list, PHASE_MS);
  clearInterval(poll);
  await server.stop();
  const sorted = lags.slice().sort((a, b) => a - b);
  console.log(`\nBets under load (${PLAYERS} players betting back to back, ${PHASE_MS / 1000} s a phase, Litestream replicating)`);
  console.log(`  bets/s before (baseline)   ${before.perSecond.toFixed(0)}`);
  console.log(`  bets/s while a snapshot runs (it took ${(during.side.ms / 1000).toFixed(1)} s)   ${during.perSecond.toFixed(0)}`);
  console.log(`  bets/s after (baseline)    ${after.perSecond.toFixed(0)}`);
  console.log(`Replica lag under that load (/ready, every 0.5 s, ${lags.length} samples): median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} s, p95 ${sorted[Math.floor(sorted.length * 0.95)]?.toFixed(1)} s, max ${sorted.at(-1)?.toFixed(1)} s (sync interval 1 s)`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
