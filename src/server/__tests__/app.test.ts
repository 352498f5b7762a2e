import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the app shell of the API', () => {
  it('answers /health with the database in use', async () => {
    const res = await t.request({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.dialect });
  });

  it('answers /ready while its database answers, and 503 once it is shutting down (the load balancer stops sending)', async () => {
    const ready = await t.request({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers.connection).not.toBe('close');
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.dialect, redis: 'none' });
    t.app.lifecycle.draining = true;
    try {
      const draining = await t.request({ method: 'GET', url: '/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ code: 'DRAINING', message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát' });
      // Alive all the same: nothing restarts it.
      const health = await t.request({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      // Every answer ends its connection, so the close never waits for a keep-alive one.
      expect(health.headers.connection).toBe('close');
      expect(draining.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('answers an unknown /v1 call with a JSON 404 in Vietnamese', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    // With the request id the log line of this call carries (issue 31), for support to find it.
    expect(res.json()).toEqual({ statusCode: 404, message: 'Không tìm thấy', code: 'NOT_FOUND', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('answers malformed JSON with a Vietnamese message', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dữ liệu không hợp lệ');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/auth/register', '/v1/auth/login', '/v1/auth/profile', '/v1/players/{id}']));
  });

  it('creates the first operator at start, once', async () => {
    const admins = await t.database.db.selectFrom('players').select('username').where('role', '=', 'ADMIN').execute();
    expect(admins).toEqual([{ username: 'operator' }]);
    const login = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'operator', password: 'operator-pass' } });
    expect(login.json().player.role).toBe('ADMIN');
  });

  it('sends the security headers on every answer, refusals and unknown calls included', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const [url, status] of [['/health', 200], ['/v1/notifications', 401], ['/v1/nothing-here', 404]] as const) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject(expected);
      // HSTS belongs to the TLS proxy; the page's CSP comes with the HTML only.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});
