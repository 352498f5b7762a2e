import type { InboxResponse } from '../../../../shared/api/notifications.js';
import { PUSH_PAGES } from '../../../../shared/push.js';
import { formatPoints } from '../../../../shared/money.js';
import { texts } from '../../../../shared/texts.js';
import type { TestDevice } from '../../../testing/push-service.js';
import { pushScene, type PushScene, subscribeDevice } from '../../../testing/push.js';
import { PUSH_PAYLOAD_MAX_BYTES } from '../push.rules.js';
import { createTestApp, creditPoints } from '../../../testing/test-app.js';

// What reaches a device, through the local push service: the payload decrypted with the device's
// own keys, the VAPID header checked, and what the server does with each answer.

let scene: PushScene;
beforeAll(async () => {
  scene = await pushScene();
});
afterAll(() => scene.close());
afterEach(() => expect(scene.service.problems).toEqual([]));

const settled = () => scene.t.app.push.settled();
const requestsTo = (device: TestDevice) => scene.service.received.filter((r) => r.device === device.id);
const deviceRow = (device: TestDevice) => scene.t.database.db.selectFrom('pushSubscriptions').selectAll().where('endpoint', '=', device.endpoint).executeTakeFirst();
const sent = async (outcome: string) => (await scene.t.app.metrics.pushesSent.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;

async function playerWithDevice(name: string): Promise<{ id: number; token: string; device: TestDevice }> {
  const p = await scene.t.register(name);
  const device = scene.service.device();
  await subscribeDevice(scene.t, p.token, device);
  return { id: p.player.id, token: p.token, device };
}

describe('a push', () => {
  it('shows what the inbox shows: a credited deposit, decrypted by the device, opening the deposit history', async () => {
    const p = await playerWithDevice('pushdel01');
    await creditPoints(scene.t, p.id, 100);
    await settled();
    const inbox = (await scene.t.request({ method: 'GET', url: '/v1/notifications', token: p.token })).json<InboxResponse>().results[0]!;
    expect(inbox.content).toBe(texts.accountArea.notification.depositCredited('100'));
    // Exactly these four fields: nothing else of the player travels.
    expect(scene.service.delivered(p.device)).toEqual([{ title: inbox.title, body: inbox.content, url: PUSH_PAGES.deposits, tag: `notification-${inbox.id}` }]);
    const [request] = requestsTo(p.device);
    expect(request!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' });
    expect((await deviceRow(p.device))!.lastSuccessAt).toBeGreaterThanOrEqual(Date.parse(inbox.createdAt));
  });

  it('reaches every device of the player, and no one else', async () => {
    const p = await playerWithDevice('pushdel02');
    const second = scene.service.device();
    await subscribeDevice(scene.t, p.token, second);
    const other = await playerWithDevice('pushdel03');
    await creditPoints(scene.t, p.id, 25.5);
    await settled();
    const body = texts.accountArea.notification.depositCredited(formatPoints(25.5));
    expect(scene.service.delivered(p.device)).toEqual([expect.objectContaining({ body })]);
    expect(scene.service.delivered(second)).toEqual([expect.objectContaining({ body })]);
    expect(requestsTo(other.device)).toEqual([]);
  });

  it('is cut to fit a push service (4 kB) when the text is long, whole characters and "…" at the end', async () => {
    const p = await playerWithDevice('pushdel04');
    const { token } = await scene.t.admin();
    // 2,000 characters (the most an operator may send) of three bytes each: 6,000 bytes.
    const content = `Ưu đãi: ${'ữ'.repeat(1992)}`;
    const res = await scene.t.request({ method: 'POST', url: '/v1/admin/notifications', token, payload: { playerId: p.id, content, push: true } });
    expect(res.statusCode).toBe(201);
    await settled();
    const [pushed] = scene.service.delivered(p.device) as Array<{ body: string; url: string }>;
    expect(Buffer.byteLength(JSON.stringify(pushed))).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(Buffer.byteLength(JSON.stringify(pushed))).toBeGreaterThan(PUSH_PAYLOAD_MAX_BYTES - 10);
    expect(pushed!.body.endsWith('…')).toBe(true);
    expect(content.startsWith(pushed!.body.slice(0, -1))).toBe(true);
    expect(pushed!.url).toBe(PUSH_PAGES.inbox);
  });
});

describe("the push service's answers", () => {
  it('410 Gone: the device is removed and hears nothing more', async () => {
    const p = await playerWithDevice('pushdel05');
    scene.service.script(p.device, [{ status: 410 }]);
    const gone = await sent('gone');
    await creditPoints(scene.t, p.id, 10);
    await settled();
    expect(await deviceRow(p.device)).toBeUndefined();
    expect(await sent('gone')).toBe(gone + 1);
    await creditPoints(scene.t, p.id, 10);
    await settled();
    expect(requestsTo(p.device)).toHaveLength(1);
  });

  it('429 with Retry-After: tried again no sooner than it says, then delivered once', async () => {
    const p = await playerWithDevice('pushdel06');
    scene.service.script(p.device, [{ status: 429, retryAfter: '1' }]);
    await creditPoints(scene.t, p.id, 10);
    await settled();
    const [first, second, ...more] = requestsTo(p.device);
    expect([first!.status, second!.status, more]).toEqual([429, 201, []]);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    expect(scene.service.delivered(p.device)).toEqual([expect.objectContaining({ body: texts.accountArea.notification.depositCredited('10') })]);
    expect(await deviceRow(p.device)).toBeDefined();
  });

  it('5xx: tried again with back-off; given up after 5 tries, the device kept', async () => {
    const p = await playerWithDevice('pushdel07');
    scene.service.script(p.device, [{ status: 500 }, { status: 503 }]);
    await creditPoints(scene.t, p.id, 10);
    await settled();
    expect(requestsTo(p.device).map((r) => r.status)).toEqual([500, 503, 201]);

    scene.service.script(p.device, Array.from({ length: 6 }, () => ({ status: 500 })));
    const failed = await sent('failed');
    await creditPoints(scene.t, p.id, 10);
    await settled();
    expect(requestsTo(p.device).map((r) => r.status)).toEqual([500, 503, 201, 500, 500, 500, 500, 500]);
    expect(await sent('failed')).toBe(failed + 1);
    expect(await deviceRow(p.device)).toBeDefined();
  });

  it('another 4xx: not tried again, the device kept', async () => {
    const p = await playerWithDevice('pushdel08');
    scene.service.script(p.device, [{ status: 403 }]);
    await creditPoints(scene.t, p.id, 10);
    await settled();
    expect(requestsTo(p.device).map((r) => r.status)).toEqual([403]);
    expect(await deviceRow(p.device)).toBeDefined();
  });
});

describe('a sign-in that ended', () => {
  it('takes its devices along even when the family is ended by a replayed refresh token', async () => {
    const p = await scene.t.register('pushdel09', 'secret123');
    const login = await scene.t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'pushdel09', password: 'secret123' } });
    const { access, refresh } = login.json<{ tokens: { access: { token: string }; refresh: { token: string } } }>().tokens;
    const device = scene.service.device();
    await subscribeDevice(scene.t, access.token, device);
    const trade = () => scene.t.request({ method: 'POST', url: '/v1/auth/refresh-tokens', payload: { refreshToken: refresh.token } });
    expect((await trade()).statusCode).toBe(200);
    expect((await trade()).statusCode).toBe(401);
    await creditPoints(scene.t, p.player.id, 10);
    await settled();
    expect(requestsTo(device)).toEqual([]);
  });
});

describe('an instance under pressure', () => {
  it('drops the oldest waiting event when its queue is full, and gives up on a push service that never answers', async () => {
    // Another instance of the deployment with room for one waiting event, allowed a port nobody listens on.
    const small = await createTestApp({ ...scene.env, PUSH_QUEUE: '1', PUSH_ENDPOINT_ALLOWLIST: `${scene.service.allowlistEntry},http://127.0.0.1:1` }, { database: scene.t.database });
    try {
      const p = await playerWithDevice('pushdel10');
      const count = async (outcome: string) => (await small.app.metrics.pushesSent.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
      const dropped = async () => (await small.app.metrics.pushEventsDropped.get()).values[0]?.value ?? 0;
      const notice = (n: number) => ({ playerId: p.id, notification: { id: `queue-${n}`, title: `Tin ${n}`, content: 'Nội dung' }, push: { category: 'notices' as const, url: PUSH_PAGES.inbox } });
      // Two lanes take the first two at once; of the three after, only the newest still waits.
      for (let n = 1; n <= 5; n++) small.app.ctx.events.emit('notified', notice(n));
      await small.app.push.settled();
      expect(await dropped()).toBe(2);
      expect(scene.service.delivered(p.device).map((d) => (d as { title: string }).title).sort()).toEqual(['Tin 1', 'Tin 2', 'Tin 5']);

      const dead = await small.register('pushdel11');
      const { keys } = scene.service.device().subscription;
      const subscribed = await small.request({ method: 'POST', url: '/v1/push/subscriptions', token: dead.token, payload: { endpoint: 'http://127.0.0.1:1/push/x', keys } });
      expect(subscribed.statusCode).toBe(201);
      const [retries, failed] = [await count('retry'), await count('failed')];
      small.app.ctx.events.emit('notified', { ...notice(6), playerId: dead.player.id });
      await small.app.push.settled();
      // No answer is tried again like a 5xx: five tries in all, then given up.
      expect([(await count('retry')) - retries, (await count('failed')) - failed]).toEqual([4, 1]);
    } finally {
      await small.close();
    }
  });
});
