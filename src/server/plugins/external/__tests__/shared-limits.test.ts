import { randomBytes } from 'node:crypto';
import { clockInRound } from '../../../testing/game.js';
import { redisAnswers, TEST_REDIS_URL } from '../../../testing/redis.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// Issue 16: with REDIS_URL, every limit counts in Redis, so that instances behind a load balancer
// limit as one: the per-address sign-in limit, the sign-in slow-down, the bet rate. Same answers as
// one instance gives.

const REDIS_URL = TEST_REDIS_URL;
let redisUp = false;
beforeAll(async () => {
  redisUp = await redisAnswers('the shared-limits test');
});

async function twoInstances(env: Record<string, string>): Promise<[TestApp, TestApp]> {
  const shared = { REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}`, ...env };
  const clock = clockInRound(10);
  const a = await createTestApp(shared, { clock });
  const b = await createTestApp(shared, { clock, database: a.database });
  return [a, b];
}

const login = (t: TestApp, username: string, password: string) => t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password }, remoteAddress: '203.0.113.7' });

describe('limits shared through Redis', () => {
  it('counts sign-ins from one address on two instances as one limit', async () => {
    if (!redisUp) return;
    const [a, b] = await twoInstances({ AUTH_RATE_LIMIT: '6' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await login(i % 2 ? b : a, 'nobody01', 'wrongpass')).statusCode);
      // Six tries in the window in all, wherever they land; then 429 on both.
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      expect((await login(a, 'nobody01', 'wrongpass')).json<{ message: string }>().message).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút');
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('slows a guessed password on every instance once the failures add up across them', async () => {
    if (!redisUp) return;
    const [a, b] = await twoInstances({ LOGIN_SLOWDOWN_MS: '400' });
    try {
      await a.register('guessed01');
      // Five failures, spread over both instances: the sixth attempt waits, on either one.
      for (let i = 0; i < 5; i++) expect((await login(i % 2 ? a : b, 'guessed01', 'wrongpass')).statusCode).toBe(401);
      const started = Date.now();
      expect((await login(a, 'guessed01', 'secret123')).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it("limits one player's bets per second across instances", async () => {
    if (!redisUp) return;
    const [a, b] = await twoInstances({ BET_RATE_LIMIT: '3' });
    try {
      const player = await a.register('bettor001');
      await a.fund(player.player.id, 1000);
      // Sent together, so the five fall in one second even on a loaded machine (one by one, they
      // could outlast the window and let a fourth through honestly).
      const sent = Array.from({ length: 5 }, (_, i) =>
        (i % 2 ? b : a).request({ method: 'POST', url: '/v1/bets', token: player.token, payload: { zone: 'LEVEL_3', gate: 'CAO', amount: 10, game: ' ' } }),
      );
      const codes = (await Promise.all(sent)).map((res) => res.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 429)).toHaveLength(2);
      // Refused bets took nothing.
      const profile = (await b.request({ method: 'GET', url: '/v1/auth/profile', token: player.token })).json<{ balance: number }>();
      expect(profile.balance).toBe(970);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
