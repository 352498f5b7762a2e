import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CSV_EXPORTS } from '../../../../../../shared/api/admin-exports.js';
import { texts } from '../../../../../../shared/texts.js';
import type { ManualClock } from '../../../../../lib/clock.js';
import { clockInRound } from '../../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

// A CSV export opened by the browser itself (no bearer header): through a one-minute link that names
// the exact export, asked for with the operator's token.

let t: TestApp;
let clock: ManualClock;
let admin: string;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const linkFor = (path: string, token = admin) => t.request({ method: 'POST', url: '/v1/admin/exports/link', token, payload: { path } });

describe('download links for CSV exports', () => {
  it('opens the export it names, without the bearer header, for one minute', async () => {
    const res = await linkFor('/v1/admin/audit/export.csv?action=TOTP_ENABLE');
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/v1\/admin\/audit\/export\.csv\?action=TOTP_ENABLE&dl=[\w.-]+$/);
    const file = await t.request({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    // The filter held: only the enrolment of the test operator.
    expect(file.body.trim().split('\r\n')).toHaveLength(2);

    clock.advance(61_000);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('opens nothing else: another filter, another export, or a token of another kind', async () => {
    const { url } = (await linkFor('/v1/admin/audit/export.csv?action=TOTP_ENABLE')).json<{ url: string }>();
    const token = url.split('dl=')[1]!;
    expect((await t.request({ method: 'GET', url: `/v1/admin/audit/export.csv?action=DEPOSIT_CREATE&dl=${token}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/v1/admin/players/export.csv?dl=${token}` })).statusCode).toBe(401);
    // An access token is not a download link.
    expect((await t.request({ method: 'GET', url: `/v1/admin/audit/export.csv?dl=${admin}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/admin/audit/export.csv' })).statusCode).toBe(401);
  });

  it('is given for console CSV exports only, and to operators only', async () => {
    for (const path of ['/v1/admin/players', '/v1/withdrawals/export.csv', 'https://example.com/v1/admin/audit/export.csv', '/v1/admin/audit/export.csv?dl=x']) {
      const res = await linkFor(path);
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, 'Đường dẫn xuất tệp CSV không hợp lệ']);
    }
    const player = await t.register('exporter1');
    expect((await linkFor('/v1/admin/audit/export.csv', player.token)).statusCode).toBe(403);
  });
});

describe('download links name one real export, written plainly (issue 27)', () => {
  const refused = async (path: string) => {
    const res = await linkFor(path);
    return { path, status: res.statusCode, message: res.json<{ message: string }>().message };
  };

  it('refuses a path that leaves /v1/admin or its export: dot segments, encoded or not, double slashes, backslashes', async () => {
    const probes = [
      '/v1/admin/../auth/export.csv',
      '/v1/admin/./audit/export.csv',
      '/v1/admin/audit/../players/export.csv',
      '/v1/admin/players/../audit/export.csv',
      '/v1/admin/players/..%2F..%2Fauth/bets/export.csv',
      '/v1/admin/%2e%2e/auth/export.csv',
      '/v1/admin/%2E%2E/auth/export.csv',
      '/v1/admin/.%2e/auth/export.csv',
      '/v1/admin/%252e%252e/auth/export.csv',
      '/v1/admin%2Faudit/export.csv',
      '/v1/admin/audit%2Fexport.csv',
      '/v1/admin//audit/export.csv',
      '//v1/admin/audit/export.csv',
      '/v1/admin/audit//export.csv',
      '/v1/admin\\audit\\export.csv',
      '/v1/admin/..\\auth/export.csv',
      '/v1/admin/audit/export.csv/../../auth/export.csv',
      '/v1/auth/export.csv',
      '/v1/admin/nothing/export.csv',
      '/v1/admin/audit/export.CSV',
      '/V1/admin/audit/export.csv',
      '/v1/admin/players/abc/bets/export.csv',
      '/v1/admin/audit/export.csv#top',
      '/v1/admin/audit/export.csv?action=TOTP_ENABLE&dl=x',
      '/v1/admin/audit/export.csv?q=a b',
    ];
    const message = texts.console.exportPathInvalid;
    expect(await Promise.all(probes.map(refused))).toEqual(probes.map((path) => ({ path, status: 400, message })));
  });

  it('signs every CSV export of the console, and each link downloads the file', async () => {
    const { player } = await t.register('exporter2');
    const paths = [...CSV_EXPORTS.map((route) => route.replace('{id}', String(player.id))), '/v1/admin/players/export.csv?q=Nguy%E1%BB%85n+V%C4%83n'];
    for (const path of paths) {
      const res = await linkFor(path);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
      const file = await t.request({ method: 'GET', url: res.json<{ url: string }>().url });
      expect({ path, status: file.statusCode, type: file.headers['content-type'] }).toEqual({ path, status: 200, type: expect.stringMatching(/^text\/csv/) });
    }
  });

  it('lists every export the routes folder has (folder path = URL)', () => {
    const routesDir = path.resolve('src/server/routes');
    const exports = (readdirSync(routesDir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((file) => /(^|\/)index\.ts$/.test(file) && readFileSync(path.join(routesDir, file), 'utf8').includes("'/export.csv'"))
      .map((file) => `/${path.dirname(file).replaceAll('_id', '{id}')}/export.csv`)
      .sort();
    expect(exports).toEqual([...CSV_EXPORTS].sort());
  });
});
