import { randomBytes } from 'node:crypto';
import type { AuthResponse } from '../../../../shared/api/auth.js';
import type { NewBalancePayload } from '../../../../shared/realtime.js';
import { texts } from '../../../../shared/texts.js';
import { clockInRound } from '../../../testing/game.js';
import { redisAnswers, TEST_REDIS_URL } from '../../../testing/redis.js';
import { listenOnFreePort, nextEvent, testSockets } from '../../../testing/sockets.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

// Issue 47, cause 2: signing out ends that sign-in's sockets too, on every instance, at once; the
// player's other devices keep theirs. A second sign-out with the same token is refused.

const sockets = testSockets();
const { open } = sockets;
afterEach(sockets.closeAll);


const next = nextEvent;

async function signIn(t: TestApp, username: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password: 'secret123' } });
  expect(res.statusCode).toBe(200);
  return res.json<AuthResponse>().tokens.access.token;
}
const logout = (t: TestApp, token: string) => t.request({ method: 'POST', url: '/v1/auth/logout', token, payload: {} });

describe('signing out, on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: clockInRound(10) });
    url = await listenOnFreePort(t);
  });
  afterAll(() => t.close());

  it("closes that sign-in's sockets at once; they hear nothing after it, the other device goes on", async () => {
    const player = await t.register('outgoing1');
    const laptopToken = await signIn(t, 'outgoing1');
    const [phone, laptop] = [open(url, player.token), open(url, laptopToken)];
    await Promise.all([next(phone, 'STATUS'), next(laptop, 'STATUS')]);
    const heardByPhone: NewBalancePayload[] = [];
    phone.on('NEW_BALANCE', (payload: NewBalancePayload) => heardByPhone.push(payload));

    const closed = next<string>(phone, 'disconnect');
    expect((await logout(t, player.token)).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(laptop.connected).toBe(true);

    // A deposit after the sign-out reaches the laptop only.
    const laptopHears = next<NewBalancePayload>(laptop, 'NEW_BALANCE');
    const admin = await t.admin();
    const deposit = await t.request({ method: 'POST', url: '/v1/admin/deposits', token: admin.token, payload: { playerId: player.player.id, amount: 250, note: 'after sign-out' } });
    expect(deposit.statusCode).toBe(201);
    expect((await laptopHears).balance).toBe(250);
    expect(heardByPhone).toEqual([]);
    // The ended sign-in's token cannot open a socket again.
    phone.connect();
    expect((await next<Error>(phone, 'connect_error')).message).toBe('unauthorized');
  });

  it('refuses a second sign-out with the same token (401, its sign-in has ended), as it does any other call', async () => {
    const player = await t.register('outgoing2');
    expect((await logout(t, player.token)).statusCode).toBe(204);
    const again = await logout(t, player.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'SESSION_ENDED', message: texts.errors.sessionEnded });
    expect((await t.request({ method: 'GET', url: '/v1/auth/profile', token: player.token })).statusCode).toBe(401);
  });
});

describe('signing out, across two instances through Redis', () => {
  let redisUp = false;
  beforeAll(async () => {
    redisUp = await redisAnswers('the two-instance sign-out test');
  });

  it('closes the sign-in\'s socket held by the other instance within seconds', async () => {
    if (!redisUp) return;
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}` };
    const a = await createTestApp(env, { clock: clockInRound(10) });
    const b = await createTestApp(env, { clock: clockInRound(10), database: a.database });
    try {
      const urlB = await listenOnFreePort(b);
      await listenOnFreePort(a);
      const player = await a.register('outgoing3');
      const socket = open(urlB, player.token);
      await next(socket, 'STATUS');
      const closed = next<string>(socket, 'disconnect');
      const started = Date.now();
      expect((await logout(a, player.token)).statusCode).toBe(204);
      expect(await closed).toBe('io server disconnect');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
