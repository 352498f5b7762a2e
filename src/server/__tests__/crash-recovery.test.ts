import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { AuthResponse } from '../../shared/api/auth.js';
import type { RoundStats } from '../../shared/api/rounds.js';
import type { SystemResponse } from '../../shared/api/system.js';
import { openDatabase } from '../db/database.js';
import { ledgerProblems } from '../modules/ledger/ledger.checks.js';
import { Ledger } from '../modules/ledger/ledger.service.js';
import { TEST_DATABASE_URL, usingPostgres } from '../testing/test-app.js';

// A real server process, killed with SIGKILL while its round is open, then restarted after the
// round's end: the restart settles the round once and pays nothing twice. On a SQLite file, or (in
// the server-pg project) on a PostgreSQL database of its own, created and dropped here.

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs one statement on the test server's own database (to create or drop another). */
async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  // A test tool: a connection cut while idle must not end the test process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('crash recovery', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  const pgDatabase = usingPostgres() ? `crash_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = pgDatabase ? Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${pgDatabase}` }).href : '';
  let child: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    if (pgDatabase) await onTestServer(`CREATE DATABASE "${pgDatabase}"`);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    if (pgDatabase) await onTestServer(`DROP DATABASE IF EXISTS "${pgDatabase}" WITH (FORCE)`);
  });

  async function startServer(): Promise<void> {
    // One server at a time: one still running from an earlier test stops first.
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child!.once('exit', r));
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        SCRYPT_COST: '1024',
        ROUND_SECONDS: 'LEVEL_1:6',
        BET_LOCK_SECONDS: '1',
        FAIRNESS_CHAIN_LENGTH: '4096',
        ADMIN_PASSWORD: 'operator-pass',
        CLIENT_DIR: '/nonexistent',
        AUTH_RATE_LIMIT: '1000',
        BET_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${base}/health`).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start');
  }

  const json = async <T>(res: Response) => (await res.json()) as T;

  it('settles the round a SIGKILL left open, with its commissions, exactly once, after restart', async () => {
    await startServer();
    expect((await json<{ database: string }>(await fetch(`${base}/health`))).database).toBe(pgDatabase ? 'postgres' : 'sqlite');
    const register = async (username: string, ref?: string) =>
      json<AuthResponse>(
        await fetch(`${base}/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'secret123', passwordConfirm: 'secret123', ...(ref ? { ref } : {}) }),
        }),
      );
    // Both bettors were invited by an agent: the round's settlement owes them commissions.
    const upline = await register('crashup01');
    const players: AuthResponse[] = [await register('crashed01', upline.player.refId), await register('crashed02', upline.player.refId)];
    // Fund through the ledger, on the same database the server uses.
    const handle = openDatabase(databaseUrl ? { url: databaseUrl, pgPoolSize: 2 } : { sqliteFile: path.join(dataDir, 'app.sqlite') });
    const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
    await handle.db
      .transaction()
      .execute((trx) => ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: upline.player.id }, amount: 1_000 * 10_000, kind: 'DEPOSIT', ref: { type: 'test-fund', id: upline.player.id }, now: Date.now() }));
    const earn = await fetch(`${base}/v1/players/${upline.player.id}/earn`, { method: 'POST', headers: { authorization: `Bearer ${upline.tokens.access.token}` } });
    expect(earn.status).toBe(200);
    for (const p of players) {
      await handle.db
        .transaction()
        .execute((trx) => ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: p.player.id }, amount: 1_000 * 10_000, kind: 'DEPOSIT', ref: { type: 'test-fund', id: p.player.id }, now: Date.now() }));
    }

    // Bet in a round with at least 2.5 s of betting left.
    let round = (await json<SystemResponse>(await fetch(`${base}/v1/system`))).zones.LEVEL_1.current;
    if (Date.parse(round.endTime) - Date.now() < 3_500) {
      await new Promise((r) => setTimeout(r, Date.parse(round.endTime) - Date.now() + 200));
      round = (await json<SystemResponse>(await fetch(`${base}/v1/system`))).zones.LEVEL_1.current;
    }
    const gates = ['CAO', 'THAP'];
    for (const [i, p] of players.entries()) {
      const res = await fetch(`${base}/v1/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.tokens.access.token}` },
        body: JSON.stringify({ amount: 100, zone: 'LEVEL_1', gate: gates[i], game: ' ' }),
      });
      expect(res.status).toBe(201);
    }

    child!.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(round.endTime) - Date.now() + 300)));
    const stillOpen = await handle.db.selectFrom('rounds').select('status').where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(stillOpen.status).toBe('OPEN');

    await startServer();
    const stats = await json<RoundStats>(await fetch(`${base}/v1/sessions/${round.id}/stats`, { headers: { authorization: `Bearer ${players[0]!.tokens.access.token}` } }));
    expect(stats.status).toBe('SETTLED');
    expect(stats.result).toMatch(/^\d{5}$/);

    const wins = await handle.db.selectFrom('ledgerEntries').select(['playerId', 'delta']).where('kind', '=', 'WIN').where('refId', '=', String(round.id)).where('playerId', 'is not', null).execute();
    expect(wins).toHaveLength(1);
    expect(wins[0]!.delta).toBe(195 * 10_000);
    const balances = await handle.db.selectFrom('players').select('balance').where('id', 'in', players.map((p) => p.player.id)).execute();
    expect(balances.map((b) => b.balance).sort((a, b) => a - b)).toEqual([900 * 10_000, 1_095 * 10_000]);
    // 1% of each bettor's 100 to their agent, once: 2 points in one row for the round.
    const commissions = await handle.db.selectFrom('ledgerEntries').select(['playerId', 'delta']).where('kind', '=', 'REFERRAL_REWARD').where('refId', '=', String(round.id)).where('playerId', 'is not', null).execute();
    expect(commissions).toEqual([{ playerId: upline.player.id, delta: 2 * 10_000 }]);
    expect(await ledgerProblems(handle.db)).toEqual([]);
    await handle.close();
  }, 60_000);

  it('leaves no half-written bet when a SIGKILL lands among batches: every accepted bet is in the ledger, no refused one is', async () => {
    await startServer();
    const handle = openDatabase(databaseUrl ? { url: databaseUrl, pgPoolSize: 2 } : { sqliteFile: path.join(dataDir, 'app.sqlite') });
    try {
      const ledger = new Ledger(() => ({ maxBalance: Number.MAX_SAFE_INTEGER }));
      const players: AuthResponse[] = [];
      for (let i = 0; i < 12; i++) {
        const registered = await json<AuthResponse>(
          await fetch(`${base}/v1/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `killed${String(i).padStart(3, '0')}`, password: 'secret123', passwordConfirm: 'secret123' }) }),
        );
        players.push(registered);
        await handle.db
          .transaction()
          .execute((trx) => ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: registered.player.id }, amount: 100_000 * 10_000, kind: 'DEPOSIT', ref: { type: 'test-fund', id: registered.player.id }, now: Date.now() }));
      }
      // Bets on LEVEL_5 (five-minute rounds) from 40 clients at once, each keyed; one in five is refused
      // (below the minimum). The server is killed while they flow.
      const answers = new Map<string, number>();
      let sent = 0;
      let killed = false;
      const client = async (c: number) => {
        while (!killed) {
          const n = sent++;
          const key = `kill-${c}-${n}`;
          const p = players[n % players.length]!;
          const res = await fetch(`${base}/v1/bets`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${p.tokens.access.token}`, 'idempotency-key': key },
            body: JSON.stringify({ amount: n % 5 === 0 ? 5 : 10 + (n % 7), zone: 'LEVEL_5', gate: 'CAO', game: ' ' }),
          }).catch(() => undefined);
          if (res) answers.set(key, res.status);
        }
      };
      const clients = Array.from({ length: 40 }, (_, c) => client(c));
      while (sent < 1_500) await new Promise((r) => setTimeout(r, 20));
      child!.kill('SIGKILL');
      killed = true;
      await new Promise((r) => child!.once('exit', r));
      await Promise.all(clients);

      const accepted = [...answers].filter(([, status]) => status === 201).map(([key]) => key);
      const refused = [...answers].filter(([, status]) => status >= 400 && status < 500).map(([key]) => key);
      expect(accepted.length).toBeGreaterThan(100);
      expect(refused.length).toBeGreaterThan(20);
      const kept = new Set((await handle.db.selectFrom('idempotencyKeys').select('key').where('scope', '=', 'bets').execute()).map((r) => r.key));
      expect(accepted.filter((key) => !kept.has(key))).toEqual([]);
      expect(refused.filter((key) => kept.has(key))).toEqual([]);
      // Every bet written is whole: its stake in the ledger, once; and nothing else was.
      const ids = players.map((p) => p.player.id);
      const bets = await handle.db.selectFrom('bets').select((eb) => eb.fn.countAll<number>().as('n')).where('playerId', 'in', ids).executeTakeFirstOrThrow();
      const stakes = await handle.db.selectFrom('ledgerEntries').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'BET').where('playerId', 'in', ids).executeTakeFirstOrThrow();
      expect(Number(stakes.n)).toBe(Number(bets.n));
      expect(Number(bets.n)).toBe(kept.size);
      expect(await ledgerProblems(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 90_000);
});
