import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import type { SystemResponse } from '../../../../shared/api/system.js';
import type { NewBalancePayload, NewSessionPayload, StatusPayload } from '../../../../shared/realtime.js';
import type { ManualClock } from '../../../lib/clock.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

function open(url: string, token: string | undefined): Socket {
  const socket = connect(url, { auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

const next = <T>(socket: Socket, event: string, accept: (payload: T) => boolean = () => true) =>
  new Promise<T>((resolve) => {
    const handler = (payload: T) => {
      if (!accept(payload)) return;
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
const level3 = (p: NewSessionPayload) => p.zone === 'LEVEL_3';

async function closeRound(t: TestApp, clock: ManualClock) {
  const system = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
  clock.set(Date.parse(system.zones.LEVEL_3.current.endTime) + 10);
  await t.app.game.engine.tick();
  return system.zones.LEVEL_3.current;
}

describe('realtime on one instance', () => {
  let t: TestApp;
  let clock: ManualClock;
  let url: string;
  beforeAll(async () => {
    clock = clockInRound(10);
    t = await createTestApp({}, { clock });
    url = await listen(t);
  });
  afterAll(() => t.close());

  it('refuses a missing or bad token with connect_error "unauthorized"', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = open(url, token);
      const error = await next<Error>(socket, 'connect_error');
      expect(error.message).toBe('unauthorized');
    }
  });

  it('sends STATUS on connect, NEW_BALANCE after a bet, NEW_SESSION to everyone at the close', async () => {
    const player = await t.register('socket001');
    const watcher = await t.register('socket002');
    await t.fund(player.player.id, 500);
    const socket = open(url, player.token);
    const status = await next<StatusPayload>(socket, 'STATUS');
    expect(status.balance).toBe(500);
    expect(status.zones.LEVEL_3.current).toMatchObject({ status: 'OPEN', seed: null });
    expect(Math.abs(status.serverTime - clock.now())).toBeLessThan(1000);

    const other = open(url, watcher.token);
    await next(other, 'STATUS');

    const balance = next<NewBalancePayload>(socket, 'NEW_BALANCE');
    await placeBet(t, { token: player.token, amount: 100, gate: 'CAO' });
    expect(await balance).toEqual({ balance: 400 });

    const [mine, theirs] = [next<NewSessionPayload>(socket, 'NEW_SESSION', level3), next<NewSessionPayload>(other, 'NEW_SESSION', level3)];
    const closed = await closeRound(t, clock);
    const [event, seen] = await Promise.all([mine, theirs]);
    expect(event.zone).toBe('LEVEL_3');
    expect(event.last).toMatchObject({ id: closed.id, status: 'SETTLED' });
    expect(event.last.result).toMatch(/^\d{5}$/);
    expect(event.current.incId).toBe(closed.incId + 1);
    expect(seen.last.id).toBe(closed.id);
  });
});

/** Redis at REDIS_URL (CI and this machine: 127.0.0.1:6379); the suite is skipped, saying so, when none answers. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let redisUp = false;
beforeAll(async () => {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  redisUp = await client.connect().then(() => true, () => false);
  if (redisUp) await client.quit();
  else console.warn(`Skipping the two-instance realtime test: no Redis at ${REDIS_URL}`);
});

describe('realtime across two instances through Redis', () => {
  it('reaches a socket on one instance with events raised on the other', async () => {
    if (!redisUp) return;
    const clock = clockInRound(10);
    const env = { REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}` };
    const a = await createTestApp(env, { clock });
    const b = await createTestApp(env, { clock, database: a.database });
    try {
      const urlB = await listen(b);
      await listen(a);
      const player = await a.register('twoinst01');
      await a.fund(player.player.id, 300);
      const socket = open(urlB, player.token);
      await next(socket, 'STATUS');
      const balance = next<NewBalancePayload>(socket, 'NEW_BALANCE');
      await placeBet(a, { token: player.token, amount: 100, gate: 'TRAI' });
      expect(await balance).toEqual({ balance: 200 });
      const session = next<NewSessionPayload>(socket, 'NEW_SESSION', level3);
      await closeRound(a, clock);
      expect((await session).zone).toBe('LEVEL_3');
    } finally {
      await b.close();
      await a.close();
    }
  }, 15_000);
});
