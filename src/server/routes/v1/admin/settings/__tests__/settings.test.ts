import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { SettingsResponse } from '../../../../../../shared/api/settings.js';
import type { SystemResponse } from '../../../../../../shared/api/system.js';
import { texts } from '../../../../../../shared/texts.js';
import { clockInRound, placeBet } from '../../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // PAYOUT_RATE and BET_MAX from the environment are initial values, not the last word.
  t = await createTestApp({ PAYOUT_RATE: '1.9', BET_MAX: '5000' }, { clock: clockInRound(10) });
  admin = (await t.admin()).token;
});
afterAll(() => t.close());

const list = (token = admin) => t.request({ method: 'GET', url: '/v1/admin/settings', token });
const put = (key: string, value: unknown, token = admin) => t.request({ method: 'PUT', url: `/v1/admin/settings/${key}`, token, payload: { value } });
const valueOf = async (key: string) => (await list()).json<SettingsResponse>().results.find((s) => s.key === key)!.value;

describe('operator settings', () => {
  it('lists every key with its value, default and meaning; the environment gives initial values', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const byKey = Object.fromEntries(res.json<SettingsResponse>().results.map((s) => [s.key, s]));
    expect(Object.keys(byKey)).toEqual(expect.arrayContaining(['payoutBps', 'betMin', 'betMax', 'betLockSeconds', 'withdrawalMin', 'withdrawalFeeTiers', 'hotline', 'balanceMax']));
    expect(byKey.payoutBps).toMatchObject({ value: 19_000, default: 19_000 });
    expect(byKey.betMax).toMatchObject({ value: 5000 });
    expect(byKey.withdrawalFeeTiers!.value).toEqual([
      { below: 200_000, bps: 1500 },
      { below: 400_000, bps: 2000 },
      { below: null, bps: 3000 },
    ]);
    expect(byKey.betMin!.description).not.toBe('');
  });

  it('is for operators only', async () => {
    const player = await t.register('settings01');
    expect((await list(player.token)).statusCode).toBe(403);
    expect((await put('hotline', '1900', player.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/admin/settings' })).statusCode).toBe(401);
  });

  it('refuses a bad value with a Vietnamese message naming the key, changing nothing', async () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ['payoutBps', '19500', /cài đặt payoutBps/],
      ['payoutBps', 9000, /cài đặt payoutBps/],
      ['payoutBps', 19_500.5, /cài đặt payoutBps/],
      ['betMin', 10.00001, /cài đặt betMin: betMin: tối đa 4 chữ số thập phân/],
      ['betMin', 6000, /cài đặt betMin: betMin không được lớn hơn betMax/],
      ['betLockSeconds', -1, /cài đặt betLockSeconds/],
      ['withdrawalFeeTiers', [{ below: 400_000, bps: 1500 }, { below: 200_000, bps: 2000 }, { below: null, bps: 3000 }], /tăng dần/],
      ['withdrawalFeeTiers', [{ below: 200_000, bps: 1500 }], /bậc cuối/],
      ['withdrawalFeeTiers', [], /cài đặt withdrawalFeeTiers/],
      ['hotline', 12345, /cài đặt hotline/],
      ['hotline', 'x'.repeat(33), /cài đặt hotline/],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(key, value);
      expect({ key, value, status: res.statusCode }).toEqual({ key, value, status: 400 });
      expect(res.json().message).toMatch(message);
    }
    const unknown = await put('jackpot', 1);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, texts.errors.settingUnknown('jackpot')]);
    expect(await valueOf('payoutBps')).toBe(19_000);
    expect(await valueOf('betMin')).toBe(10);
  });

  it('takes effect at once, without a restart, and is audit-logged with before and after', async () => {
    const res = await put('hotline', '1900 1234');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key: 'hotline', value: '1900 1234' });
    expect((await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().content.hotline).toBe('1900 1234');

    const player = await t.register('settings02');
    await t.fund(player.player.id, 1000);
    expect((await put('betMax', 300)).statusCode).toBe(200);
    const refused = await placeBet(t, { token: player.token, amount: 400, gate: 'CAO' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, texts.game.bet.amountMax('300')]);
    expect((await put('betMin', 50)).statusCode).toBe(200);
    expect((await placeBet(t, { token: player.token, amount: 40, gate: 'CAO' })).json().message).toBe(texts.game.bet.amountMinOf('50'));
    expect((await placeBet(t, { token: player.token, amount: 300, gate: 'CAO' })).statusCode).toBe(201);
    expect((await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().game).toMatchObject({ betMin: 50, betMax: 300 });
    await put('betMin', 10);
    await put('betMax', 5000);

    const log = await t.database.db.selectFrom('auditLog').select(['action', 'targetId', 'details']).where('action', '=', 'SETTING_UPDATE').where('targetId', '=', 'hotline').execute();
    expect(log.map((l) => JSON.parse(l.details!))).toEqual([{ before: null, after: '1900 1234' }]);
  });

  it('keeps a changed value across a restart', async () => {
    await put('withdrawalMin', 75);
    const again = await createTestApp({}, { database: t.database, clock: clockInRound(10) });
    try {
      expect(again.app.ctx.settings.get('withdrawalMin')).toBe(75);
    } finally {
      await again.close();
      await put('withdrawalMin', 50);
    }
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('operator settings across instances', () => {
  it('reach every instance through Redis', async () => {
    const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
    client.on('error', () => {});
    if (!(await client.connect().then(() => true, () => false))) return console.warn(`Skipping: no Redis at ${REDIS_URL}`);
    await client.quit();
    const env = { REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}` };
    const a = await createTestApp(env, { clock: clockInRound(10) });
    const b = await createTestApp(env, { clock: clockInRound(10), database: a.database });
    try {
      const token = (await a.admin()).token;
      expect((await a.request({ method: 'PUT', url: '/v1/admin/settings/betLockSeconds', token, payload: { value: 9 } })).statusCode).toBe(200);
      for (let i = 0; i < 50 && b.app.ctx.settings.get('betLockSeconds') !== 9; i++) await new Promise((r) => setTimeout(r, 50));
      expect(b.app.ctx.settings.get('betLockSeconds')).toBe(9);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
