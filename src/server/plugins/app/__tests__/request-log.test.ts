import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { freshDatabase, ROUTES_DIR } from '../../../testing/test-app.js';

/** The app as `npm start` runs it (the default logger at LOG_LEVEL), its JSON lines kept in `lines`. */
async function appWithLog(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: Array<Record<string, unknown>>; close(): Promise<void> }> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const database = await freshDatabase();
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'app-log-')),
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      FAIRNESS_SECRET: 'test-fairness-test-fairness-test-fairness',
      ADMIN_PASSWORD: 'operator-pass',
      SCRYPT_COST: '1024',
      CLIENT_DIR: '/nonexistent',
      FAIRNESS_CHAIN_LENGTH: '256',
      ...env,
    },
    process.cwd(),
  );
  const app = await buildApp({ config, database, routesDir: ROUTES_DIR, runEngine: false }, { level: config.logLevel, stream });
  // Stand-ins for a server fault and a slow answer.
  app.get('/test/boom', async () => {
    throw new Error('boom');
  });
  app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    return { ok: true };
  });
  await app.ready();
  return {
    app,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('the terminal a newcomer reads (LOG_REQUESTS)', () => {
  it('by default logs no line for a request that went well, one for a failed (error) or slow (warn) one, and keeps errors and lifecycle lines', async () => {
    const t = await appWithLog({});
    try {
      // A lifecycle line stays: the first operator's account, created at start.
      expect(t.lines.some((l) => l.msg === 'created the first operator account')).toBe(true);
      for (let i = 0; i < 5; i++) expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      // A refusal (401) is the app's daily work: nothing at the default level.
      expect((await t.app.inject({ method: 'GET', url: '/v1/notifications' })).statusCode).toBe(401);
      expect(t.lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
      expect(t.lines.filter((l) => l.req !== undefined)).toEqual([]);

      expect((await t.app.inject({ method: 'GET', url: '/test/boom' })).statusCode).toBe(500);
      const failed = t.lines.filter((l) => l.msg === 'request failed');
      // The error handler's line (with the error) and this plugin's line (status and time).
      expect(failed.some((l) => l.level === 50 && (l.err as { message?: string } | undefined)?.message === 'boom')).toBe(true);
      expect(failed.some((l) => l.level === 50 && (l.res as { statusCode?: number } | undefined)?.statusCode === 500 && (l.req as { url?: string }).url === '/test/boom')).toBe(true);

      expect((await t.app.inject({ method: 'GET', url: '/test/slow' })).statusCode).toBe(200);
      const slow = t.lines.filter((l) => l.msg === 'slow request');
      expect(slow).toHaveLength(1);
      expect(slow[0]).toMatchObject({ level: 40, req: { url: '/test/slow' }, res: { statusCode: 200 } });
      expect(slow[0]!.responseTime as number).toBeGreaterThan(1000);
    } finally {
      await t.close();
    }
  });

  it('LOG_REQUESTS=1 logs every request (its arrival and its answer)', async () => {
    const t = await appWithLog({ LOG_REQUESTS: '1' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      expect(t.lines.filter((l) => l.msg === 'incoming request' && (l.req as { url: string }).url === '/health')).toHaveLength(1);
      expect(t.lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('LOG_LEVEL=debug shows the refusals too', async () => {
    const t = await appWithLog({ LOG_LEVEL: 'debug' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/v1/notifications' })).statusCode).toBe(401);
      expect(t.lines.filter((l) => l.msg === 'request refused')).toMatchObject([{ level: 20, res: { statusCode: 401 } }]);
      expect(t.lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
