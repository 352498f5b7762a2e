import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// Every /v1/admin route the app serves (read from its own OpenAPI document, so a new route is covered
// the day it is added) refuses a missing token (401) and a player's token (403), and neither writes
// anything: the audit log and the ledger stay as they were.

let t: TestApp;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.admin();
  player = (await t.register('notanoperator')).token;
});
afterAll(() => t.close());

function adminRoutes(): Array<{ method: string; url: string }> {
  const { paths } = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/v1/admin'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })));
}

const count = async (table: 'auditLog' | 'ledgerEntries') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('every /v1/admin route', () => {
  it('answers 401 without a token and 403 to a player, writing nothing', async () => {
    const routes = adminRoutes();
    // The console's calls: dashboard, players, withdrawals, verifications, deposits, content, settings, rounds, audit, operators, TOTP...
    expect(routes.length).toBeGreaterThan(40);
    const before = [await count('auditLog'), await count('ledgerEntries')];
    for (const { method, url } of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
      const anonymous = await t.request({ method: method as 'GET', url, ...payload });
      expect([method, url, anonymous.statusCode]).toEqual([method, url, 401]);
      const asPlayer = await t.request({ method: method as 'GET', url, token: player, ...payload });
      expect([method, url, asPlayer.statusCode]).toEqual([method, url, 403]);
    }
    expect([await count('auditLog'), await count('ledgerEntries')]).toEqual(before);
  });
});
