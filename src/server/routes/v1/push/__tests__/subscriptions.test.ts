import type { AdminPushResponse, PushPreferencesResponse, PushSubscriptionResponse } from '../../../../../shared/api/push.js';
import { texts } from '../../../../../shared/texts.js';
import { PUSH_DEVICES_MAX } from '../../../../modules/push/push.rules.js';
import { choosePushes, pushScene, type PushScene, subscribeDevice } from '../../../../testing/push.js';

let scene: PushScene;
beforeAll(async () => {
  scene = await pushScene();
});
afterAll(() => scene.close());

const devicesOf = async (playerId: number) =>
  scene.t.database.db.selectFrom('pushSubscriptions').select(['endpoint', 'familyId']).where('playerId', '=', playerId).orderBy('id').execute();
const post = (token: string | undefined, payload: unknown) => scene.t.request({ method: 'POST', url: '/v1/push/subscriptions', ...(token ? { token } : {}), payload: payload as object });

describe('GET /v1/push/key', () => {
  it('answers the VAPID public key without a sign-in', async () => {
    const res = await scene.t.request({ method: 'GET', url: '/v1/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: scene.env.VAPID_PUBLIC_KEY });
  });
});

describe('POST and DELETE /v1/push/subscriptions', () => {
  it("keeps the browser's subscription for the caller, tied to this sign-in, and removes it on request", async () => {
    const p = await scene.t.register('pushsub01');
    const device = scene.service.device();
    const res = await post(p.token, device.subscription);
    expect(res.statusCode).toBe(201);
    expect(res.json<PushSubscriptionResponse>()).toEqual({ endpoint: device.endpoint, createdAt: expect.any(String) });
    const [row] = await devicesOf(p.player.id);
    expect(row).toEqual({ endpoint: device.endpoint, familyId: expect.any(Number) });
    // Posted again (the app does at every start): still one device.
    expect((await post(p.token, device.subscription)).statusCode).toBe(201);
    expect(await devicesOf(p.player.id)).toHaveLength(1);

    const del = (token: string, endpoint: string) => scene.t.request({ method: 'DELETE', url: '/v1/push/subscriptions', token, payload: { endpoint } });
    const other = await scene.t.register('pushsub02');
    expect((await del(other.token, device.endpoint)).json()).toEqual({ removed: false });
    expect(await devicesOf(p.player.id)).toHaveLength(1);
    expect((await del(p.token, device.endpoint)).json()).toEqual({ removed: true });
    expect(await devicesOf(p.player.id)).toHaveLength(0);
  });

  it('moves an endpoint posted by another player to that player', async () => {
    const a = await scene.t.register('pushsub03');
    const b = await scene.t.register('pushsub04');
    const device = scene.service.device();
    await subscribeDevice(scene.t, a.token, device);
    await subscribeDevice(scene.t, b.token, device);
    expect(await devicesOf(a.player.id)).toHaveLength(0);
    expect((await devicesOf(b.player.id)).map((d) => d.endpoint)).toEqual([device.endpoint]);
  });

  it(`keeps ${PUSH_DEVICES_MAX} devices of a player at most, the newest`, async () => {
    const p = await scene.t.register('pushsub05');
    const devices = Array.from({ length: PUSH_DEVICES_MAX + 2 }, () => scene.service.device());
    for (const device of devices) await subscribeDevice(scene.t, p.token, device);
    expect((await devicesOf(p.player.id)).map((d) => d.endpoint).sort()).toEqual(devices.slice(2).map((d) => d.endpoint).sort());
  });

  it("refuses a push service outside PUSH_ENDPOINT_ALLOWLIST, and what is not an endpoint, in Vietnamese, keeping nothing", async () => {
    const p = await scene.t.register('pushsub06');
    const keys = scene.service.device().subscription.keys;
    const origin = scene.service.allowlistEntry;
    for (const [endpoint, message] of [
      ['https://evil.example.com/push/1', texts.push.errors.endpointNotAllowed],
      // The same host on another port, or over https when only http is listed, is another origin.
      [`${origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`)}/push/1`, texts.push.errors.endpointNotAllowed],
      [`${origin.replace('http:', 'https:')}/push/1`, texts.push.errors.endpointNotAllowed],
      // Not in this deployment's list (the test lists its own service only).
      ['https://fcm.googleapis.com/fcm/send/abc', texts.push.errors.endpointNotAllowed],
      ['ftp://127.0.0.1/push/1', texts.push.errors.endpointInvalid],
      ['not a url at all', texts.push.errors.endpointInvalid],
      [`http://user:pw@${origin.slice('http://'.length)}/push/1`, texts.push.errors.endpointInvalid],
    ] as const) {
      const res = await post(p.token, { endpoint, keys });
      expect([endpoint, res.statusCode, res.json().message]).toEqual([endpoint, 400, message]);
    }
    expect(await devicesOf(p.player.id)).toHaveLength(0);
  });

  it('refuses keys nothing can be encrypted for, control characters and unknown fields', async () => {
    const p = await scene.t.register('pushsub07');
    const { endpoint, keys } = scene.service.device().subscription;
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 7)]).toString('base64url');
    for (const bad of [
      { p256dh: notOnCurve, auth: keys.auth },
      { p256dh: compressed, auth: keys.auth },
      { p256dh: keys.p256dh, auth: Buffer.alloc(8).toString('base64url') },
    ]) {
      const res = await post(p.token, { endpoint, keys: bad });
      expect([res.statusCode, res.json().message]).toEqual([400, texts.push.errors.keysInvalid]);
    }
    const control = await post(p.token, { endpoint: `${endpoint}\u0000x`, keys });
    expect([control.statusCode, control.json().message]).toEqual([400, texts.errors.invalidCharacters('Địa chỉ nhận thông báo')]);
    for (const payload of [
      { endpoint, keys: { p256dh: `${keys.p256dh}!`, auth: keys.auth } },
      { endpoint, keys, extra: 1 },
      { endpoint, keys: { ...keys, extra: 'x' } },
      { endpoint: 'x'.repeat(3000), keys },
      { endpoint },
    ]) {
      expect((await post(p.token, payload)).statusCode).toBe(400);
    }
    expect(await devicesOf(p.player.id)).toHaveLength(0);
  });

  it('keeps an expiration time a browser could give, and refuses one years ahead or out of any range (issue 47)', async () => {
    const p = await scene.t.register('pushexpiry');
    const { subscription } = scene.service.device();
    const now = scene.t.app.ctx.clock.now();
    for (const expirationTime of [1e30, 2 ** 63, Number.MAX_SAFE_INTEGER]) {
      const res = await post(p.token, { ...subscription, expirationTime });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    const sixYears = await post(p.token, { ...subscription, expirationTime: now + 6 * 365 * 86_400_000 });
    expect([sixYears.statusCode, sixYears.json().code, sixYears.json().message]).toEqual([400, 'PUSH_EXPIRATION_INVALID', texts.push.errors.expirationInvalid]);
    expect(await devicesOf(p.player.id)).toHaveLength(0);
    const inAMonth = now + 30 * 86_400_000 + 0.5;
    expect((await post(p.token, { ...subscription, expirationTime: inAMonth })).statusCode).toBe(201);
    const [row] = await scene.t.database.db.selectFrom('pushSubscriptions').select('expiresAt').where('playerId', '=', p.player.id).execute();
    expect(Number(row!.expiresAt)).toBe(Math.floor(inAMonth));
  });

  it('is for signed-in players only: 401 without a token, 403 to an operator', async () => {
    const device = scene.service.device();
    expect((await post(undefined, device.subscription)).statusCode).toBe(401);
    const { token } = await scene.t.admin();
    const res = await post(token, device.subscription);
    expect([res.statusCode, res.json().code]).toEqual([403, 'OPERATOR_ACCOUNT']);
    expect((await scene.t.request({ method: 'GET', url: '/v1/push/preferences', token })).statusCode).toBe(403);
  });

  it('ends with the sign-in: signing out removes the devices subscribed in it, not those of another sign-in', async () => {
    const p = await scene.t.register('pushsub08', 'secret123');
    const login = await scene.t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'pushsub08', password: 'secret123' } });
    const otherSignIn = login.json<{ tokens: { access: { token: string } } }>().tokens.access.token;
    const here = scene.service.device();
    const there = scene.service.device();
    await subscribeDevice(scene.t, p.token, here);
    await subscribeDevice(scene.t, otherSignIn, there);
    const out = await scene.t.request({ method: 'POST', url: '/v1/auth/logout', token: p.token, payload: {} });
    expect(out.statusCode).toBe(204);
    expect((await devicesOf(p.player.id)).map((d) => d.endpoint)).toEqual([there.endpoint]);
  });
});

describe('GET and PUT /v1/push/preferences', () => {
  it('starts with everything but bet results, keeps what the player chose, and counts their devices', async () => {
    const p = await scene.t.register('pushpref01');
    const get = async () => (await scene.t.request({ method: 'GET', url: '/v1/push/preferences', token: p.token })).json<PushPreferencesResponse>();
    expect(await get()).toEqual({ money: true, verification: true, notices: true, bets: false, subscriptions: 0 });
    await subscribeDevice(scene.t, p.token, scene.service.device());
    await choosePushes(scene.t, p.token, { notices: false, bets: true });
    expect(await get()).toEqual({ money: true, verification: true, notices: false, bets: true, subscriptions: 1 });
    const partial = await scene.t.request({ method: 'PUT', url: '/v1/push/preferences', token: p.token, payload: { money: false } });
    expect(partial.statusCode).toBe(400);
    expect(await get()).toMatchObject({ money: true, notices: false, bets: true });
  });
});

describe('GET /v1/admin/push', () => {
  it('counts the players with push on and their devices, for operators only', async () => {
    const { token } = await scene.t.admin();
    const before = (await scene.t.request({ method: 'GET', url: '/v1/admin/push', token })).json<AdminPushResponse>();
    const p = await scene.t.register('pushadmin01');
    await subscribeDevice(scene.t, p.token, scene.service.device());
    await subscribeDevice(scene.t, p.token, scene.service.device());
    const after = (await scene.t.request({ method: 'GET', url: '/v1/admin/push', token })).json<AdminPushResponse>();
    expect(after).toEqual({ players: before.players + 1, subscriptions: before.subscriptions + 2 });
    expect((await scene.t.request({ method: 'GET', url: '/v1/admin/push', token: p.token })).statusCode).toBe(403);
  });
});
