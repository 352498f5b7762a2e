import { createServer } from 'node:net';
import { clockInRound } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

const TOKEN = 'scrape-token-scrape-token';

/** One metric's value in Prometheus's text format (0 when the series is absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('metrics on the main port', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A clock inside a round: on the wall clock, a bet can fall in the round's last seconds and be refused.
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { clock: clockInRound(10) });
  });
  afterAll(() => t.close());

  // A request is timed once its answer has gone (onResponse): a scrape right after it waits a turn.
  const scrape = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return (await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  };

  it('answers only with the metrics token: not without credentials, not to a player', async () => {
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const player = await t.register('metricsplayer1');
    expect((await t.request({ method: 'GET', url: '/metrics', token: player.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(404);
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.body).toMatch(/^lumina_db_up 1$/m);
  });

  it('times requests by their route pattern, never by the raw URL', async () => {
    const player = await t.register('metricsplayer2');
    expect((await t.request({ method: 'GET', url: `/v1/players/${player.player.id}/safety`, token: player.token })).statusCode).toBe(200);
    const text = await scrape();
    expect(text).toContain('lumina_http_request_duration_seconds_count{method="GET",route="/v1/players/:id/safety",status_code="200"}');
    expect(text).not.toContain(`/v1/players/${player.player.id}/`);
  });

  it('counts bets accepted by zone and refused by their code', async () => {
    const before = await scrape();
    const player = await t.register('metricsbettor');
    await t.fund(player.player.id, 1000);
    const bet = (amount: number) => t.request({ method: 'POST', url: '/v1/bets', token: player.token, payload: { zone: 'LEVEL_5', gate: 'CAO', amount, game: ' ' } });
    expect((await bet(10)).statusCode).toBe(201);
    const refused = await bet(0.5);
    expect(refused.statusCode).toBe(400);
    const code = refused.json<{ code: string }>().code;
    const after = await scrape();
    const accepted = 'lumina_bets_accepted_total{zone="LEVEL_5"}';
    expect(valueOf(after, accepted) - valueOf(before, accepted)).toBe(1);
    const refusals = `lumina_bets_refused_total{code="${code}"}`;
    expect(valueOf(after, refusals) - valueOf(before, refusals)).toBe(1);
    expect(valueOf(after, 'lumina_bet_batch_size_count')).toBeGreaterThan(valueOf(before, 'lumina_bet_batch_size_count'));
  });

  it('puts the request id in every error body', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'nobody', password: 'x' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json<{ requestId: string }>().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics on a listener of their own', () => {
  it('serves /metrics on METRICS_PORT at METRICS_HOST, with the token, and nothing else', async () => {
    const port = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    try {
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/v1/system`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^lumina_round_unsettled_seconds\{zone="LEVEL_1"\} 0$/m);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
