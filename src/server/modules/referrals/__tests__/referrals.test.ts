import type { AuthResponse } from '../../../../shared/api/auth.js';
import type { GiftResponse, ListRefsResponse, ReferralSummary, UpgradeResponse } from '../../../../shared/api/growth.js';
import type { SystemResponse } from '../../../../shared/api/system.js';
import { gateWins } from '../../../../shared/game.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { balanceOf, clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

type Member = { token: string; player: AuthResponse['player'] };

/** Registers `names` each invited by the one before: names[0] at the top, or invited by `upline`. */
async function chain(names: string[], upline?: Member): Promise<Member[]> {
  const members: Member[] = upline ? [upline] : [];
  for (const username of names) {
    const ref = members.at(-1)?.player.refId;
    const res = await t.request({ method: 'POST', url: '/v1/auth/register', payload: { username, password: 'secret123', passwordConfirm: 'secret123', ...(ref ? { ref } : {}) } });
    expect(res.statusCode).toBe(201);
    const body = res.json<AuthResponse>();
    members.push({ token: body.tokens.access.token, player: body.player });
  }
  return upline ? members.slice(1) : members;
}

const tier = (m: Member, path: 'unlock' | 'earn') => t.request({ method: 'POST', url: `/v1/players/${m.player.id}/${path}`, token: m.token });
const refs = (m: Member, level: string, id = m.player.id) => t.request({ method: 'GET', url: `/v1/players/${id}/list-refs?childLevel=${level}`, token: m.token });

describe('the referral tree', () => {
  it('lists each level of the downline, newest first; F2..F7 need VIP; only one\'s own', async () => {
    const members = await chain(['tree00001', 'tree00002', 'tree00003', 'tree00004', 'tree00005', 'tree00006', 'tree00007', 'tree00008', 'tree00009']);
    const [top] = members as [Member];
    const second = await chain(['tree00010']); // not in the tree
    const f1 = (await refs(top, 'F1')).json<ListRefsResponse>();
    expect(f1.items.map((i) => i.username)).toEqual(['tree00002']);
    expect(f1.totalResults).toBe(1);
    const locked = await refs(top, 'F2');
    expect([locked.statusCode, locked.json().message]).toEqual([403, texts.growth.errors.vipRequired]);
    await t.fund(top.player.id, 1000);
    expect((await tier(top, 'unlock')).statusCode).toBe(200);
    // Seven levels below the top, never an eighth.
    for (let k = 2; k <= 7; k++) expect((await refs(top, `F${k}`)).json<ListRefsResponse>().items.map((i) => i.username)).toEqual([`tree0000${k + 1}`]);
    expect((await refs(top, 'F8')).statusCode).toBe(400);
    expect((await refs(second[0]!, 'F1', top.player.id)).statusCode).toBe(403);
    const summary = (await t.request({ method: 'GET', url: `/v1/players/${top.player.id}/referrals`, token: top.token })).json<ReferralSummary>();
    expect(summary.downline).toEqual({ F1: 1, F2: 1, F3: 1, F4: 1, F5: 1, F6: 1, F7: 1 });
    expect(summary.refId).toBe(top.player.refId);
  });

  it('pages a wide level newest first, with its size kept at registration', async () => {
    const [top] = (await chain(['wide00000'])) as [Member];
    await t.fund(top.player.id, 1000);
    expect((await tier(top, 'unlock')).statusCode).toBe(200);
    // Three invitees, each inviting two: F1 holds 3, F2 holds 6.
    const f2Names: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const [child] = (await chain([`wide0000${i}`], top)) as [Member];
      for (let j = 1; j <= 2; j++) {
        await chain([`wide00${i}${j}0`], child);
        f2Names.push(`wide00${i}${j}0`);
      }
    }
    const pageOf = (page: number) =>
      t.request({ method: 'GET', url: `/v1/players/${top.player.id}/list-refs?childLevel=F2&limit=4&page=${page}`, token: top.token }).then((r) => r.json<ListRefsResponse>());
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect([...first.items, ...second.items].map((i) => i.username)).toEqual([...f2Names].reverse());
    expect([first.totalResults, first.totalPages, second.items.length]).toEqual([6, 2, 2]);
    const summary = (await t.request({ method: 'GET', url: `/v1/players/${top.player.id}/referrals`, token: top.token })).json<ReferralSummary>();
    expect(summary.downline).toMatchObject({ F1: 3, F2: 6, F3: 0 });
    // The kept sizes are the closure table's, for every player.
    const db = t.database.db;
    const counted = await db.selectFrom('referralPaths').select(['ancestorId', 'depth', (eb) => eb.fn.countAll<number>().as('n')]).groupBy(['ancestorId', 'depth']).execute();
    const kept = await db.selectFrom('referralCounts').select(['ancestorId', 'depth', 'players']).execute();
    const key = (r: { ancestorId: number; depth: number }) => `${r.ancestorId}:${r.depth}`;
    expect(new Map(kept.map((r) => [key(r), Number(r.players)]))).toEqual(new Map(counted.map((r) => [key(r), Number(r.n)])));
  });

  it('refuses an unknown referral code, creating nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/v1/auth/register', payload: { username: 'nobodyref', password: 'secret123', passwordConfirm: 'secret123', ref: 'ZZZZZZZZ' } });
    expect([res.statusCode, res.json().message]).toEqual([400, texts.errors.referralNotFound]);
    expect(await t.database.db.selectFrom('players').select('id').where('usernameKey', '=', 'nobodyref').executeTakeFirst()).toBeUndefined();
  });
});

describe('VIP and agent', () => {
  it('charge their price once, set the flag, and refuse a second call or a short balance', async () => {
    const [m] = (await chain(['tiers0001'])) as [Member];
    const short = await tier(m, 'earn');
    expect([short.statusCode, short.json().message]).toEqual([400, texts.errors.insufficientBalance]);
    await t.fund(m.player.id, 2000);
    const vip = await tier(m, 'unlock');
    expect(vip.json<UpgradeResponse>()).toMatchObject({ player: { isUnlockMulti: true, isAgent: false }, balance: 1500 });
    const again = await tier(m, 'unlock');
    expect([again.statusCode, again.json().message]).toEqual([409, texts.growth.errors.alreadyVip]);
    const key = { 'idempotency-key': 'earn-1' };
    const agent = await t.request({ method: 'POST', url: `/v1/players/${m.player.id}/earn`, token: m.token, headers: key });
    const retry = await t.request({ method: 'POST', url: `/v1/players/${m.player.id}/earn`, token: m.token, headers: key });
    expect(retry.json()).toEqual(agent.json());
    expect(agent.json<UpgradeResponse>()).toMatchObject({ player: { isAgent: true }, balance: 500 });
    expect(await balanceOf(t, m.player.id)).toBe(500);
    const [other] = (await chain(['tiers0002'])) as [Member];
    expect((await t.request({ method: 'POST', url: `/v1/players/${m.player.id}/unlock`, token: other.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/v1/players/${m.player.id}/unlock`, token: m.token, payload: { price: 0 } })).statusCode).toBe(400);
  });
});

describe('commissions', () => {
  it('pay each eligible upline of a 7-level chain its level\'s rate of the stake, once per round, from COMMISSION', async () => {
    // u0 at the top ... u7 bets. Rates 1%, 0.5%, 0.3%, 0.2%, 0.1%, 0.1%, 0.1% (defaults).
    const u = await chain(['comm00000', 'comm00001', 'comm00002', 'comm00003', 'comm00004', 'comm00005', 'comm00006', 'comm00007']);
    const bettor = u[7]!;
    // Agents at depths 1, 2, 4 and 7 (u6, u5, u3, u0); VIP only u5 and u0 (depths 2 and 7); u3 (depth 4) is an agent without VIP.
    for (const m of [u[6]!, u[5]!, u[3]!, u[0]!]) {
      await t.fund(m.player.id, 2000);
      expect((await tier(m, 'earn')).statusCode).toBe(200);
    }
    for (const m of [u[5]!, u[0]!, u[1]!]) {
      if (m === u[1]) await t.fund(m.player.id, 500);
      expect((await tier(m, 'unlock')).statusCode).toBe(200);
    }
    await t.fund(bettor.player.id, 10_000);
    const before = await Promise.all(u.map((m) => balanceOf(t, m.player.id)));
    expect((await placeBet(t, { token: bettor.token, amount: 1000, gate: 'CAO' })).statusCode).toBe(201);
    expect((await placeBet(t, { token: bettor.token, amount: 3000, gate: 'CAO' })).statusCode).toBe(201);
    const emitted = jest.spyOn(t.app.ctx.events, 'emit');
    const system = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>();
    const round = system.zones.LEVEL_3.current;
    clock.set(Date.parse(round.endTime) + 10);
    await t.app.game.engine.tick();
    await t.app.game.engine.tick();
    const after = await Promise.all(u.map((m) => balanceOf(t, m.player.id)));
    // Stake 4,000: F1 (u6, agent) 40; F2 (u5, agent+VIP) 20; F4 (u3, agent, no VIP) 0; F7 (u0, agent+VIP) 4; others 0.
    const earned = after.map((b, i) => Math.round((b - before[i]!) * 10_000) / 10_000);
    const won = gateWins('CAO', (await t.database.db.selectFrom('rounds').select('result').where('id', '=', round.id).executeTakeFirstOrThrow()).result!);
    expect(earned).toEqual([4, 0, 0, 0, 0, 20, 40, won ? 3800 : -4000]);
    const balances = emitted.mock.calls.filter(([name]) => name === 'balanceChanged').map(([, b]) => (b as { playerId: number }).playerId);
    expect(balances).toEqual(expect.arrayContaining([u[6]!.player.id, u[5]!.player.id, u[0]!.player.id]));
    emitted.mockRestore();
    const records = (await t.request({ method: 'GET', url: '/v1/gift?type=LV7', token: u[5]!.token })).json<GiftResponse>();
    expect(records.results).toEqual([expect.objectContaining({ price: 20, isActive: true, note: `F2 · LEVEL 3 #${round.incId}`, reward: { name: texts.growth.rewardNames.LV7 } })]);
    const summary = (await t.request({ method: 'GET', url: `/v1/players/${u[6]!.player.id}/referrals`, token: u[6]!.token })).json<ReferralSummary>();
    expect(summary).toMatchObject({ commissionToday: 40, commissionTotal: 40 });
    const rows = await t.database.db.selectFrom('ledgerEntries').select(['playerId', 'systemAccount', 'delta']).where('kind', '=', 'REFERRAL_REWARD').where('refId', '=', String(round.id)).execute();
    expect(rows.filter((r) => r.systemAccount === 'COMMISSION')).toEqual([{ playerId: null, systemAccount: 'COMMISSION', delta: -640_000 }]);
    expect(rows.filter((r) => r.playerId !== null)).toHaveLength(3);
  });

  it('pays the whole units of a level\'s commission when the rate of a stake is not a whole unit, and the round finishes crediting', async () => {
    // 10.0007 points are 100,007 units; F1's 1% of them is 1,000.07 units: 1,000 are paid (0.1 points).
    const [agent, bettor] = await chain(['frac00000', 'frac00001']);
    await t.fund(agent!.player.id, 2000);
    expect((await tier(agent!, 'earn')).statusCode).toBe(200);
    await t.fund(bettor!.player.id, 100);
    const before = await balanceOf(t, agent!.player.id);
    expect((await placeBet(t, { token: bettor!.token, amount: 10.0007, gate: 'TRAI' })).statusCode).toBe(201);
    const round = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().zones.LEVEL_3.current;
    clock.set(Date.parse(round.endTime) + 10);
    await t.app.game.engine.tick();
    await t.app.game.engine.tick();
    const settled = await t.database.db.selectFrom('rounds').select(['status', 'creditedAt']).where('id', '=', round.id).executeTakeFirstOrThrow();
    expect(settled).toEqual({ status: 'SETTLED', creditedAt: expect.any(Number) });
    expect(Math.round(((await balanceOf(t, agent!.player.id)) - before) * 10_000)).toBe(1000);
    const rows = await t.database.db.selectFrom('ledgerEntries').select(['playerId', 'delta']).where('kind', '=', 'REFERRAL_REWARD').where('refId', '=', String(round.id)).where('playerId', 'is not', null).execute();
    expect(rows).toEqual([{ playerId: agent!.player.id, delta: 1000 }]);
  });
});
