import type { CreateStakeResponse, GiftResponse, StakesResponse } from '../../../../shared/api/growth.js';
import { DAY_MS } from '../../../../shared/growth.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { balanceOf, clockInRound } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { payDueStakes } from '../staking.scheduler.js';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const stake = (token: string, id: number, payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/v1/players/${id}/staking`, token, payload });
/** A token minted now: the clock moves days ahead, beyond a token's lifetime. */
const signIn = async (username: string) => (await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password: 'secret123' } })).json<{ tokens: { access: { token: string } } }>().tokens.access.token;
const stakes = async (token: string, id: number) => (await t.request({ method: 'GET', url: `/v1/players/${id}/staking`, token })).json<StakesResponse>().results;

describe('staking', () => {
  it('holds the amount at once with the rate and term in force, and refuses what the withdrawal refuses', async () => {
    const p = await t.register('staker001');
    await t.fund(p.player.id, 1000);
    for (const [amount, message] of [
      [49.9999, texts.accountArea.withdraw.amountMin('50')],
      [100.00001, texts.accountArea.withdraw.amountDecimals],
      [1000.0001, texts.errors.insufficientBalance],
    ] as const) {
      const res = await stake(p.token, p.player.id, { amount });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await stake(p.token, p.player.id, { amount: '100' })).statusCode).toBe(400);
    const other = await t.register('staker002');
    expect((await stake(other.token, p.player.id, { amount: 100 })).statusCode).toBe(403);
    const res = await stake(p.token, p.player.id, { amount: 100 });
    expect(res.statusCode).toBe(201);
    // 0.3% a day for 30 days by default.
    expect(res.json<CreateStakeResponse>()).toMatchObject({ stake: { amount: 100, rateBps: 30, termDays: 30, dailyReward: 0.3, rewardsPaid: 0, status: 'ACTIVE' }, balance: 900 });
    expect((await stakes(p.token, p.player.id)).map((s) => s.amount)).toEqual([100]);
  });

  it('pays each missed day once after downtime, even with two schedulers racing, and returns the amount at maturity', async () => {
    const p = await t.register('staker003');
    await t.fund(p.player.id, 2000);
    const started = clock.now();
    const created = (await stake(p.token, p.player.id, { amount: 1000 })).json<CreateStakeResponse>().stake;
    // Three days pass with no server; two instances wake up together.
    clock.set(started + 3 * DAY_MS + 60_000);
    const paid = await Promise.all([payDueStakes(t.app.ctx, clock.now()), payDueStakes(t.app.ctx, clock.now())]);
    // Three days for this stake and three for the one of the test before: six payments, none twice.
    expect(paid[0]! + paid[1]!).toBe(6);
    expect(await payDueStakes(t.app.ctx, clock.now())).toBe(0);
    expect(await balanceOf(t, p.player.id)).toBe(1000 + 3 * 3);
    const records = (await t.request({ method: 'GET', url: '/v1/gift?type=STALK', token: await signIn('staker003') })).json<GiftResponse>();
    expect(records.results.map((r) => [r.price, r.note, r.isActive])).toEqual([3, 2, 1].map((day) => [3, texts.growth.stakeRewardNote(day, 30, created.id), true]));
    // Past maturity: the other 27 days, then the amount back, once.
    clock.set(started + 31 * DAY_MS);
    await Promise.all([payDueStakes(t.app.ctx, clock.now()), payDueStakes(t.app.ctx, clock.now())]);
    expect(await balanceOf(t, p.player.id)).toBe(2000 + 30 * 3);
    expect((await stakes(await signIn('staker003'), p.player.id))[0]).toMatchObject({ status: 'COMPLETED', daysPaid: 30, rewardsPaid: 90 });
    const returns = await t.database.db.selectFrom('ledgerEntries').select('delta').where('kind', '=', 'STAKE_RETURN').where('playerId', '=', p.player.id).execute();
    expect(returns).toEqual([{ delta: 1000 * 10_000 }]);
  });
});
