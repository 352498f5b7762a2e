import { randomBytes } from 'node:crypto';
import type { InboxResponse } from '../../../../shared/api/notifications.js';
import type { NotificationsReadPayload } from '../../../../shared/realtime.js';
import { clockInRound } from '../../../testing/game.js';
import { redisAnswers, TEST_REDIS_URL } from '../../../testing/redis.js';
import { listenOnFreePort, testSockets } from '../../../testing/sockets.js';
import { createTestApp, creditPoints, type TestApp } from '../../../testing/test-app.js';

// Issue 50 §3: a read on one device reaches the player's other devices at once (NOTIFICATIONS_READ
// to every socket of theirs, on every instance), not at their next inbox fetch; nobody else hears it.

const sockets = testSockets();
const { open } = sockets;
afterEach(sockets.closeAll);


/** A connected socket of the player: every NOTIFICATIONS_READ it heard, and the next one it hears. */
async function device(url: string, token: string) {
  const socket = open(url, token);
  const heard: NotificationsReadPayload[] = [];
  socket.on('NOTIFICATIONS_READ', (payload: NotificationsReadPayload) => heard.push(payload));
  await new Promise((resolve) => socket.once('STATUS', resolve));
  return { heard, next: () => new Promise<NotificationsReadPayload>((resolve) => socket.once('NOTIFICATIONS_READ', resolve)) };
}

const markRead = (t: TestApp, token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/notifications/read', token, payload });
const inbox = async (t: TestApp, token: string) => (await t.request({ method: 'GET', url: '/v1/notifications', token })).json<InboxResponse>();

describe('a read, on one instance', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: clockInRound(10) });
    url = await listenOnFreePort(t);
  });
  afterAll(() => t.close());

  it("reaches the player's other sockets with the ids read and the count left, then 'all'; another player's sockets hear nothing", async () => {
    const player = await t.register('readsync1');
    const other = await t.register('readsync2');
    await creditPoints(t, player.player.id, 10);
    await creditPoints(t, player.player.id, 20);
    const [first] = (await inbox(t, player.token)).results.map((r) => r.id);
    const [phone, tablet, stranger] = [await device(url, player.token), await device(url, player.token), await device(url, other.token)];

    let heard = Promise.all([phone.next(), tablet.next()]);
    expect((await markRead(t, player.token, { ids: [first] })).statusCode).toBe(200);
    expect(await heard).toEqual([{ ids: [first], unread: 1 }, { ids: [first], unread: 1 }]);

    heard = Promise.all([phone.next(), tablet.next()]);
    expect((await markRead(t, player.token, { all: true })).statusCode).toBe(200);
    expect(await heard).toEqual([{ all: true, unread: 0 }, { all: true, unread: 0 }]);

    // The stranger's socket heard neither: the first it hears is its own read (a room's events come in order).
    const own = stranger.next();
    expect((await markRead(t, other.token, { all: true })).statusCode).toBe(200);
    expect(await own).toEqual({ all: true, unread: 0 });
    expect(stranger.heard).toEqual([{ all: true, unread: 0 }]);
    expect(phone.heard).toHaveLength(2);
  });

  it('tells nothing when the ids name nothing of the caller (no read stored)', async () => {
    const player = await t.register('readsync3');
    const socket = await device(url, player.token);
    const first = socket.next();
    expect((await markRead(t, player.token, { ids: ['not-an-id', 'bet-1-999999'] })).statusCode).toBe(200);
    // A read stored after it: the first the socket hears.
    expect((await markRead(t, player.token, { all: true })).statusCode).toBe(200);
    expect(await first).toEqual({ all: true, unread: 0 });
    expect(socket.heard).toEqual([{ all: true, unread: 0 }]);
  });
});

describe('a read, across two instances through Redis', () => {
  let redisUp = false;
  beforeAll(async () => {
    redisUp = await redisAnswers('the two-instance read test');
  });

  it("reaches the player's socket held by the other instance", async () => {
    if (!redisUp) return;
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}` };
    const a = await createTestApp(env, { clock: clockInRound(10) });
    const b = await createTestApp(env, { clock: clockInRound(10), database: a.database });
    try {
      const urlB = await listenOnFreePort(b);
      await listenOnFreePort(a);
      const player = await a.register('readsync4');
      await creditPoints(a, player.player.id, 10);
      const [id] = (await inbox(a, player.token)).results.map((r) => r.id);
      const onB = await device(urlB, player.token);
      const heard = onB.next();
      expect((await markRead(a, player.token, { ids: [id] })).statusCode).toBe(200);
      expect(await heard).toEqual({ ids: [id], unread: 0 });
    } finally {
      await b.close();
      await a.close();
    }
  });
});
