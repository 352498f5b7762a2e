import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import type { AuthResponse, Tokens } from '../../shared/api/auth.js';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { ledgerProblems } from '../modules/ledger/ledger.checks.js';
import { signInOperator, type TestRequest } from './operator-session.js';

/** The route files, loaded by @fastify/autoload. */
export const ROUTES_DIR = path.resolve('src/server/routes');

/** PostgreSQL the `server-pg` suites use; CI points it at 127.0.0.1:5432, database `test`. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function usingPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

/**
 * A fresh, migrated database: in-memory SQLite, or a new PostgreSQL schema of its own (dropped by
 * `close`), so that suites never see each other's rows.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (!usingPostgres()) {
    // A file, not ':memory:', so that the read connection the server uses on SQLite is exercised too.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'app-db-'));
    const handle = openDatabase({ sqliteFile: path.join(dir, 'app.sqlite') });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminStatement(`CREATE SCHEMA "${schema}"`);
  // A request's 2 s statement deadline (issue 48) is the product's; the suites share a loaded CI
  // machine, where a statement may wait longer without the database being away: 15 s here, still
  // within a test's 30 s (the deadlines' own tests, db/__tests__/availability.test.ts, set theirs).
  const handle = openDatabase({ url: TEST_DATABASE_URL, pgSchema: schema, pgPoolSize: 10, pgStatementTimeoutMs: 15_000, pgAcquireTimeoutMs: 15_000 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminStatement(`DROP SCHEMA "${schema}" CASCADE`);
    },
  };
}

/** One statement on a connection of its own to the test database (schemas made and dropped). */
async function adminStatement(statement: string): Promise<void> {
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly database: DatabaseHandle;
  /** Registers a player and returns their access token and profile. */
  register(username: string, password?: string): Promise<{ token: string; player: AuthResponse['player'] }>;
  /**
   * The bootstrap operator (ADMIN), signed in with TOTP: enrolled on the first call (every other
   * /v1/admin call refuses an operator without it), the token then kept for this TestApp.
   */
  admin(): Promise<{ token: string }>;
  /** Credits points to a player through the ledger (as a deposit would). */
  fund(playerId: number, points: number): Promise<void>;
  request: TestRequest;
  close(): Promise<void>;
}

export const ADMIN = { username: 'operator', password: 'operator-pass' };

export interface TestAppOptions {
  /** A manual clock; with it the engine does not run on timers: call `app.game.engine.tick()`. */
  readonly clock?: Clock;
  /** Another app's database: a second instance of the same deployment. Closed by its owner only. */
  readonly database?: DatabaseHandle;
}

/** The real app on a fresh database, with fast password hashing, short chains and generous rate limits. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ? { ...options.database, close: async () => {} } : await freshDatabase();
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'app-test-')),
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      // One deployment's instances share it (a test of two instances gives each its own DATA_DIR).
      FAIRNESS_SECRET: 'test-fairness-test-fairness-test-fairness',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SCRYPT_COST: '1024',
      AUTH_RATE_LIMIT: '1000',
      CLIENT_DIR: '/nonexistent',
      FAIRNESS_CHAIN_LENGTH: '4096',
      BET_RATE_LIMIT: '1000',
      ...env,
    },
    process.cwd(),
  );
  const app = await buildApp({ config, database, routesDir: ROUTES_DIR, ...(options.clock ? { clock: options.clock, runEngine: false } : {}) }, false);
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  let operatorSession: Promise<Tokens['access']> | undefined;
  // One sign-in per TestApp (a TOTP code is never accepted twice), again once its token has expired on the app's clock.
  async function admin(): Promise<{ token: string }> {
    const current = operatorSession;
    if (current) {
      const access = await current;
      if (Date.parse(access.expires) > app.authSettings.clock.now()) return { token: access.token };
      // Another call started a new sign-in meanwhile: share it.
      if (operatorSession !== current) return admin();
    }
    const next = signInOperator(app, request, ADMIN);
    operatorSession = next;
    next.catch(() => {
      if (operatorSession === next) operatorSession = undefined;
    });
    return { token: (await next).token };
  }

  return {
    app,
    config,
    database,
    request,
    async register(username, password = 'secret123') {
      const res = await request({ method: 'POST', url: '/v1/auth/register', payload: { username, password, passwordConfirm: password } });
      if (res.statusCode !== 201) throw new Error(`register ${username}: ${res.statusCode} ${res.body}`);
      const body = res.json<AuthResponse>();
      return { token: body.tokens.access.token, player: body.player };
    },
    admin,
    async fund(playerId, points) {
      const amount = Math.round(points * 10_000);
      await database.db
        .transaction()
        .execute((trx) => app.ctx.ledger.post(trx, { from: { system: 'CASH_IN' }, to: { player: playerId }, amount, kind: 'DEPOSIT', ref: { type: 'test-fund', id: randomUUID() }, now: app.ctx.clock.now() }));
    },
    async close() {
      // Every suite ends with the books checked: zero-sum, balances equal to their rows, unbroken chains.
      const problems = options.database ? [] : await ledgerProblems(database.db);
      await app.close();
      await database.close();
      if (problems.length) throw new Error(`the ledger is wrong after this suite:\n${problems.join('\n')}`);
    },
  };
}

/** Credits `points` to a player through the operator API (the only way points arrive). */
export async function creditPoints(t: TestApp, playerId: number, points: number): Promise<void> {
  const { token } = await t.admin();
  const res = await t.request({ method: 'POST', url: '/v1/admin/deposits', token, payload: { playerId, amount: points } });
  if (res.statusCode !== 201) throw new Error(`deposit: ${res.statusCode} ${res.body}`);
}

/** A registered player with a bank account linked and `points` credited: ready to bet and to withdraw. */
export async function bankedPlayer(t: TestApp, username: string, points: number): Promise<{ token: string; player: AuthResponse['player'] }> {
  const registered = await t.register(username);
  const res = await t.request({
    method: 'PATCH',
    url: `/v1/players/${registered.player.id}`,
    token: registered.token,
    payload: { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' },
  });
  if (res.statusCode !== 200) throw new Error(`bank of ${username}: ${res.statusCode} ${res.body}`);
  await creditPoints(t, registered.player.id, points);
  return registered;
}
