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
    const p = texts.console.settingForms.problems;
    const refused = (key: string, why: string) => texts.errors.settingInvalid(key, why);
    const zeroWeights = [{ name: 'Trượt', points: 0, weight: 0 }, { name: '100 điểm', points: 100, weight: 0 }];
    const cases: Array<[string, unknown, string]> = [
      // The rate is the whole payout per point staked (1.95 is 19500): 0, 1 (stake back), 2 (a loss
      // on average: each gate wins half of the rounds) and 100 (either as a multiple or a percent) are nonsense.
      ['payoutBps', 0, refused('payoutBps', p.expected.payoutBps)],
      ['payoutBps', 100, refused('payoutBps', p.expected.payoutBps)],
      ['payoutBps', 10_000, refused('payoutBps', p.expected.payoutBps)],
      ['payoutBps', 20_000, refused('payoutBps', p.expected.payoutBps)],
      ['payoutBps', 1_000_000, refused('payoutBps', p.expected.payoutBps)],
      ['payoutBps', '19500', refused('payoutBps', p.expected.payoutBps)],
      ['payoutBps', 19_500.5, refused('payoutBps', p.expected.payoutBps)],
      ['vipPrice', -1, refused('vipPrice', p.expected.vipPrice)],
      ['agentPrice', -500, refused('agentPrice', p.expected.agentPrice)],
      ['boxPrice', 0, refused('boxPrice', p.expected.boxPrice)],
      ['boxPrice', -100, refused('boxPrice', p.expected.boxPrice)],
      ['boxPrizes', zeroWeights, refused('boxPrizes', p.weightsZero)],
      ['boxPrizes', [{ name: 'Âm', points: -10, weight: 1 }], refused('boxPrizes', p.expected.boxPrizes)],
      ['boxPrizes', [{ name: '', points: 10, weight: 1 }], refused('boxPrizes', p.expected.boxPrizes)],
      ['boxPrizes', [{ name: 'Lẻ', points: 10.00001, weight: 1 }], refused('boxPrizes', p.prizeDecimals)],
      ['boxPrizes', [], refused('boxPrizes', p.expected.boxPrizes)],
      ['betMin', 10.00001, refused('betMin', p.decimals('Cược tối thiểu'))],
      ['betMin', 6000, refused('betMin', p.betMinOverMax)],
      ['betMax', 20_000_000_000, refused('betMax', p.overBalanceMax('Cược tối đa'))],
      ['withdrawalMin', 20_000_000_000, refused('withdrawalMin', p.overBalanceMax('Rút tối thiểu'))],
      ['betLockSeconds', -1, refused('betLockSeconds', p.expected.betLockSeconds)],
      ['betLockSeconds', 61, refused('betLockSeconds', p.expected.betLockSeconds)],
      ['stakingTermDays', 0, refused('stakingTermDays', p.expected.stakingTermDays)],
      ['stakingRateBps', -5, refused('stakingRateBps', p.expected.stakingRateBps)],
      ['referralRatesBps', [100, 50, 30, 20, 10, 10], refused('referralRatesBps', p.expected.referralRatesBps)],
      ['referralRatesBps', [5000, 5000, 1, 0, 0, 0, 0], refused('referralRatesBps', p.referralSum)],
      ['withdrawalFeeTiers', [{ below: 400_000, bps: 1500 }, { below: 200_000, bps: 2000 }, { below: null, bps: 3000 }], refused('withdrawalFeeTiers', p.tiersRising)],
      ['withdrawalFeeTiers', [{ below: 200_000, bps: 1500 }, { below: 200_000, bps: 2000 }, { below: null, bps: 3000 }], refused('withdrawalFeeTiers', p.tiersRising)],
      ['withdrawalFeeTiers', [{ below: 200_000, bps: 1500 }], refused('withdrawalFeeTiers', p.lastTierOpen)],
      ['withdrawalFeeTiers', [{ below: null, bps: 1500 }, { below: null, bps: 3000 }], refused('withdrawalFeeTiers', p.onlyLastOpen)],
      ['withdrawalFeeTiers', [{ below: null, bps: 10_000 }], refused('withdrawalFeeTiers', p.expected.withdrawalFeeTiers)],
      ['withdrawalFeeTiers', [{ below: -5, bps: 100 }, { below: null, bps: 3000 }], refused('withdrawalFeeTiers', p.expected.withdrawalFeeTiers)],
      ['withdrawalFeeTiers', [], refused('withdrawalFeeTiers', p.expected.withdrawalFeeTiers)],
      ['hotline', 12345, refused('hotline', p.expected.hotline)],
      ['hotline', 'x'.repeat(33), refused('hotline', p.expected.hotline)],
    ];
    for (const [key, value, message] of cases) {
      const res = await put(key, value);
      expect({ key, value, status: res.statusCode, message: res.json().message }).toEqual({ key, value, status: 400, message });
    }
    const unknown = await put('jackpot', 1);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, texts.errors.settingUnknown('jackpot')]);
    expect(await valueOf('payoutBps')).toBe(19_000);
    expect(await valueOf('betMin')).toBe(10);
    expect(await valueOf('boxPrice')).toBe(100);
    const auditRows = await t.database.db.selectFrom('auditLog').select('id').where('action', '=', 'SETTING_UPDATE').execute();
    expect(auditRows).toEqual([]);
  });

  it('accepts the edges that make sense: a rate just above 1 and just below 2, a free box prize, one fee tier', async () => {
    for (const [key, value] of [
      ['payoutBps', 10_001],
      ['payoutBps', 19_999],
      ['withdrawalFeeTiers', [{ below: null, bps: 0 }]],
      ['boxPrizes', [{ name: 'Chúc may mắn', points: 0, weight: 1 }, { name: '10 điểm', points: 10, weight: 0 }]],
    ] as const) {
      expect([key, (await put(key, value)).statusCode]).toEqual([key, 200]);
    }
    await put('payoutBps', 19_000);
    await put('withdrawalFeeTiers', [{ below: 200_000, bps: 1500 }, { below: 400_000, bps: 2000 }, { below: null, bps: 3000 }]);
    await put('boxPrizes', (await list()).json<SettingsResponse>().results.find((s) => s.key === 'boxPrizes')!.default);
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

    const log = await t.database.db.selectFrom('auditLog').select(['actorId', 'targetType', 'beforeState', 'afterState', 'ip']).where('action', '=', 'SETTING_UPDATE').where('targetId', '=', 'hotline').execute();
    expect(log).toEqual([{ actorId: expect.any(Number), targetType: 'setting', beforeState: '{"hotline":null}', afterState: '{"hotline":"1900 1234"}', ip: '127.0.0.1' }]);
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
  it('reach an instance without Redis at its next refresh, and a change is checked against the stored values', async () => {
    const b = await createTestApp({ PAYOUT_RATE: '1.9', BET_MAX: '5000' }, { clock: clockInRound(10), database: t.database });
    try {
      b.app.ctx.settings.stopRefreshing();
      expect((await put('betMax', 300)).statusCode).toBe(200);
      expect(b.app.ctx.settings.get('betMax')).toBe(5000);
      // b has not seen betMax 300 yet: betMin 400 is still refused, by what is stored.
      const bToken = (await b.admin()).token;
      const refused = await b.request({ method: 'PUT', url: '/v1/admin/settings/betMin', token: bToken, payload: { value: 400 } });
      expect([refused.statusCode, refused.json().message]).toEqual([400, texts.errors.settingInvalid('betMin', texts.console.settingForms.problems.betMinOverMax)]);
      b.app.ctx.settings.refreshEvery(20);
      for (let i = 0; i < 100 && b.app.ctx.settings.get('betMax') !== 300; i++) await new Promise((r) => setTimeout(r, 20));
      expect(b.app.ctx.settings.get('betMax')).toBe(300);
    } finally {
      await b.close();
      await put('betMax', 5000);
    }
  });

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
