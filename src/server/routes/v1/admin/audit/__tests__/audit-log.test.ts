import type { AuditLogResponse } from '../../../../../../shared/api/audit.js';
import { texts } from '../../../../../../shared/texts.js';
import { audit } from '../../../../../modules/audit/audit.service.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
let operatorId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
  operatorId = (await t.database.db.selectFrom('players').select('id').where('role', '=', 'ADMIN').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const e = texts.console.audit.errors;
const get = (query: string, token = admin) => t.request({ method: 'GET', url: `/v1/admin/audit${query}`, token });
const list = async (query: string) => {
  const res = await get(query);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json<AuditLogResponse>();
};

describe('GET /v1/admin/audit', () => {
  it('shows who did what to which target, with before/after and IP, newest first', async () => {
    const p = await t.register('auditlog01');
    expect((await t.request({ method: 'POST', url: `/v1/admin/players/${p.player.id}/lock`, token: admin, payload: {}, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/v1/admin/players/${p.player.id}/unlock`, token: admin, payload: {}, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    const { results } = await list(`?targetType=player&targetId=${p.player.id}`);
    expect(results).toEqual([
      expect.objectContaining({ action: 'PLAYER_UNLOCK', before: { locked: true }, after: { locked: false }, ip: '203.0.113.8' }),
      expect.objectContaining({
        action: 'PLAYER_LOCK',
        actor: { id: operatorId, username: 'operator', role: 'ADMIN' },
        targetType: 'player',
        targetId: String(p.player.id),
        details: null,
        before: { locked: false },
        after: { locked: true },
        ip: '203.0.113.7',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    expect(results[0]!.id).toBeGreaterThan(results[1]!.id);
  });

  it('filters by operator (username, case ignored, or id), by action, and by target; the command line has no actor', async () => {
    const p = await t.register('auditlog02');
    await audit(t.database.db, { actorId: null, action: 'OPERATOR_PASSWORD_RESET', targetType: 'player', targetId: operatorId });
    await audit(t.database.db, { actorId: p.player.id, action: 'SAFETY_PAUSE', targetType: 'player', targetId: p.player.id, details: { kind: 'COOL_OFF' } });
    const byPlayer = await list('?actor=%20AuditLog02%20');
    expect(byPlayer.results).toEqual([expect.objectContaining({ action: 'SAFETY_PAUSE', actor: { id: p.player.id, username: 'auditlog02', role: 'PLAYER' }, details: { kind: 'COOL_OFF' } })]);
    expect((await list(`?actorId=${p.player.id}`)).results.map((r) => r.action)).toEqual(['SAFETY_PAUSE']);
    expect((await list('?actor=nobodyhere')).results).toEqual([]);
    const cli = (await list('?action=OPERATOR_PASSWORD_RESET')).results;
    expect(cli).toEqual([expect.objectContaining({ actor: null, targetId: String(operatorId), ip: null })]);
    const ops = await list(`?actor=operator&targetType=player`);
    expect(ops.results.length).toBeGreaterThanOrEqual(2);
    expect(ops.results.every((r) => r.actor?.id === operatorId && r.targetType === 'player')).toBe(true);
    // An action the log does not know is refused, not silently ignored.
    expect((await get('?action=DROP_TABLE')).statusCode).toBe(400);
  });

  it('filters by a range of Vietnam days or of instants, and refuses a bad one in Vietnamese', async () => {
    // 23:59:59.999 on 31 January and 00:00 on 1 February, Vietnam time (UTC+7).
    const lastOfJanuary = Date.UTC(2025, 0, 31, 16, 59, 59, 999);
    const firstOfFebruary = Date.UTC(2025, 0, 31, 17);
    await audit(t.database.db, { actorId: operatorId, action: 'SETTING_UPDATE', targetType: 'setting', targetId: 'january', now: lastOfJanuary });
    await audit(t.database.db, { actorId: operatorId, action: 'SETTING_UPDATE', targetType: 'setting', targetId: 'february', now: firstOfFebruary });
    const ids = async (query: string) => (await list(`?targetType=setting${query}`)).results.map((r) => r.targetId);
    expect(await ids('&from=2025-02-01&to=2025-02-01')).toEqual(['february']);
    expect(await ids('&from=2025-01-31&to=2025-01-31')).toEqual(['january']);
    expect(await ids('&from=2025-01-31&to=2025-02-01')).toEqual(['february', 'january']);
    expect(await ids(`&from=${encodeURIComponent('2025-02-01T00:00:00+07:00')}`)).toEqual(['february']);
    expect(await ids(`&to=${encodeURIComponent('2025-01-31T16:59:59.999Z')}`)).toEqual(['january']);
    for (const [query, message] of [
      ['?from=2025-02-30', e.badTime],
      ['?from=31/01/2025', e.badTime],
      ['?to=2025-01-31T10:00:00', e.badTime],
      ['?from=2025-02-02&to=2025-02-01', e.fromAfterTo],
    ] as const) {
      const res = await get(query);
      expect([query, res.statusCode, res.json<{ message: string }>().message]).toEqual([query, 400, message]);
    }
  });

  it('is paginated on the server, newest first', async () => {
    for (const n of [1, 2, 3]) await audit(t.database.db, { actorId: operatorId, action: 'BANNER_DELETE', targetType: 'banner', targetId: n });
    const first = await list('?action=BANNER_DELETE&limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(first.results.map((r) => r.targetId)).toEqual(['3', '2']);
    expect((await list('?action=BANNER_DELETE&limit=2&page=2')).results.map((r) => r.targetId)).toEqual(['1']);
  });

  it('exports the filtered rows as a streamed CSV, before/after and IP included', async () => {
    const p = await t.register('auditlog03');
    await t.request({ method: 'POST', url: `/v1/admin/players/${p.player.id}/lock`, token: admin, payload: {}, remoteAddress: '198.51.100.4' });
    const res = await get(`/export.csv?targetType=player&targetId=${p.player.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const c = texts.console.audit.csv;
    const [header, row, ...rest] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe([c.id, c.time, c.actor, c.action, c.actionLabel, c.targetType, c.targetId, c.details, c.before, c.after, c.ip].join(','));
    expect(rest).toEqual([]);
    expect(row).toContain(`operator,PLAYER_LOCK,${texts.console.audit.actions.PLAYER_LOCK},player,${p.player.id},,"{""locked"":false}","{""locked"":true}",198.51.100.4`);
    expect((await get('/export.csv?from=nonsense')).statusCode).toBe(400);
  });

  it('refuses a player token (403) and no token (401)', async () => {
    const p = await t.register('auditlog04');
    for (const url of ['/v1/admin/audit', '/v1/admin/audit/export.csv']) {
      expect([url, (await t.request({ method: 'GET', url, token: p.token })).statusCode]).toEqual([url, 403]);
      expect([url, (await t.request({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
    }
    // The log cannot be edited through the API.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect((await t.request({ method, url: '/v1/admin/audit', token: admin, payload: {} })).statusCode).toBe(404);
  });
});
