import type { AuthResponse } from '../../../../shared/api/auth.js';
import type { SystemResponse } from '../../../../shared/api/system.js';
import { zoneDisplayName } from '../../../../shared/game.js';
import { DAY_MS } from '../../../../shared/growth.js';
import { PUSH_PAGES } from '../../../../shared/push.js';
import type { NotificationPayload } from '../../../../shared/realtime.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import type { TestDevice } from '../../../testing/push-service.js';
import { choosePushes, pushScene, type PushScene, secondInstance, subscribeDevice } from '../../../testing/push.js';
import { creditPoints } from '../../../testing/test-app.js';
import { betResult } from '../../notifications/index.js';
import { payDueStakes } from '../../staking/staking.scheduler.js';

// Who hears of what: the players' choices, the rule for locked and paused players, bet results,
// rewards, and one push per event and device whichever instances handle the event.

let scene: PushScene;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  scene = await pushScene({ clock });
});
afterAll(() => scene.close());
afterEach(() => expect(scene.service.problems).toEqual([]));

const settled = () => scene.t.app.push.settled();
const titles = (device: TestDevice) => scene.service.delivered(device).map((p) => (p as { title: string }).title);
const broadcast = async (payload: Record<string, unknown>) => scene.t.request({ method: 'POST', url: '/v1/admin/notifications', token: (await scene.t.admin()).token, payload });

async function playerWithDevice(name: string, points = 0): Promise<{ id: number; token: string; device: TestDevice }> {
  const p = await scene.t.register(name);
  if (points) await creditPoints(scene.t, p.player.id, points);
  const device = scene.service.device();
  await subscribeDevice(scene.t, p.token, device);
  return { id: p.player.id, token: p.token, device };
}

describe("an operator's notification", () => {
  it('goes out as a push only when asked, to the players who take notices', async () => {
    const yes = await playerWithDevice('pushaud01');
    const no = await playerWithDevice('pushaud02');
    await choosePushes(scene.t, no.token, { notices: false });
    expect((await broadcast({ title: 'Bảo trì', content: 'Không đẩy' })).statusCode).toBe(201);
    expect((await broadcast({ title: 'Khuyến mãi', content: 'Có đẩy', push: true })).statusCode).toBe(201);
    expect((await broadcast({ playerId: yes.id, title: 'Riêng', content: 'Cho một người', push: true })).statusCode).toBe(201);
    await settled();
    expect(scene.service.delivered(yes.device)).toEqual([
      expect.objectContaining({ title: 'Khuyến mãi', body: 'Có đẩy', url: PUSH_PAGES.inbox }),
      expect.objectContaining({ title: 'Riêng', body: 'Cho một người' }),
    ]);
    expect(scene.service.delivered(no.device)).toEqual([]);
  });
});

describe('bet results', () => {
  it('are off by default; a player who turns them on hears each result as the app shows it', async () => {
    const quiet = await playerWithDevice('pushaud03', 1000);
    const keen = await playerWithDevice('pushaud04', 1000);
    await choosePushes(scene.t, keen.token, { bets: true });
    const round = (await scene.t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().zones.LEVEL_3.current;
    for (const p of [quiet, keen]) expect((await placeBet(scene.t, { token: p.token, amount: 100, gate: 'CAO' })).statusCode).toBe(201);
    clock.set(Date.parse(round.endTime) + 10);
    await scene.t.app.game.engine.tick();
    await scene.t.app.game.engine.tick();
    await settled();
    expect(titles(quiet.device).filter((t) => t === texts.accountArea.notification.betResultTitle)).toEqual([]);
    const settledRound = await scene.t.database.db.selectFrom('rounds').select(['id', 'zone', 'incId', 'result']).where('id', '=', round.id).executeTakeFirstOrThrow();
    const won = Number(settledRound.result![0]) >= 5 ? 1_950_000 : 0;
    const shown = betResult({ ...settledRound, result: settledRound.result! }, { playerId: keen.id, bets: 1, staked: 1_000_000, won });
    const pushed = scene.service.delivered(keen.device).filter((p) => (p as { url: string }).url === PUSH_PAGES.bets);
    expect(pushed).toEqual([{ title: shown.title, body: shown.content, url: PUSH_PAGES.bets, tag: 'bets-LEVEL_3' }]);
  });
});

describe('a locked or paused player', () => {
  it('hears only of money: no notices, no bet results', async () => {
    const locked = await playerWithDevice('pushaud05');
    const excluded = await playerWithDevice('pushaud06');
    const free = await playerWithDevice('pushaud07');
    for (const p of [locked, excluded, free]) await choosePushes(scene.t, p.token, { bets: true });
    expect((await scene.t.request({ method: 'POST', url: `/v1/admin/players/${locked.id}/lock`, token: (await scene.t.admin()).token, payload: {} })).statusCode).toBe(200);
    const pause = await scene.t.request({ method: 'POST', url: `/v1/players/${excluded.id}/safety/pause`, token: excluded.token, payload: { kind: 'EXCLUSION', duration: '6M' } });
    expect(pause.statusCode).toBe(200);

    await broadcast({ title: 'Sự kiện', content: 'Tham gia ngay', push: true });
    const round = { id: 9_000_001, zone: 'LEVEL_1' as const, incId: 1, result: '12345' };
    scene.t.app.ctx.events.emit('betsSettled', { round, players: [locked, excluded, free].map((p) => ({ playerId: p.id, bets: 1, staked: 1_000_000, won: 0 })) });
    for (const p of [locked, excluded, free]) await creditPoints(scene.t, p.id, 50);
    await settled();
    const deposit = texts.accountArea.notification.depositCredited('50');
    for (const p of [locked, excluded]) expect(scene.service.delivered(p.device)).toEqual([expect.objectContaining({ body: deposit, url: PUSH_PAGES.deposits })]);
    expect(titles(free.device).sort()).toEqual([texts.accountArea.notification.title, texts.accountArea.notification.betResultTitle, 'Sự kiện'].sort());
  });
});

describe('a reward', () => {
  it("pushes a stake's daily reward as the reward history shows it", async () => {
    const p = await playerWithDevice('pushaud08', 1000);
    expect((await scene.t.request({ method: 'POST', url: `/v1/players/${p.id}/staking`, token: p.token, payload: { amount: 1000 } })).statusCode).toBe(201);
    clock.advance(DAY_MS + 60_000);
    expect(await payDueStakes(scene.t.app.ctx, clock.now())).toBeGreaterThanOrEqual(1);
    // The reward is read from its record before it is queued: wait for it to arrive.
    for (let i = 0; i < 100 && scene.service.delivered(p.device).length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    await settled();
    // The deposit came before the device was subscribed: the reward is its first push.
    const [reward] = scene.service.delivered(p.device) as Array<{ title: string; body: string; url: string }>;
    expect(reward).toEqual({ title: texts.growth.rewardNames.STALK, body: expect.stringMatching(/^\+3 điểm · Ngày 1\/30 · gói #\d+$/), url: PUSH_PAGES.rewards, tag: 'reward-STALK' });
  });
});

describe('a commission', () => {
  it("reaches the agent above a bettor once the round's credits are in, as the reward history shows it", async () => {
    const agent = await playerWithDevice('pushaud12', 2000);
    expect((await scene.t.request({ method: 'POST', url: `/v1/players/${agent.id}/earn`, token: agent.token })).statusCode).toBe(200);
    const refId = (await scene.t.request({ method: 'GET', url: '/v1/auth/profile', token: agent.token })).json<{ refId: string }>().refId;
    const joined = await scene.t.request({ method: 'POST', url: '/v1/auth/register', payload: { username: 'pushaud13', password: 'secret123', passwordConfirm: 'secret123', ref: refId } });
    const bettor = joined.json<AuthResponse>();
    await creditPoints(scene.t, bettor.player.id, 1000);
    // Into the next LEVEL_3 round, well before its lock.
    const system = async () => (await scene.t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().zones.LEVEL_3;
    clock.set(Date.parse((await system()).current.endTime) + 10_000);
    await scene.t.app.game.engine.tick();
    const round = (await system()).current;
    expect((await placeBet(scene.t, { token: bettor.tokens.access.token, amount: 1000, gate: 'CAO' })).statusCode).toBe(201);
    clock.set(Date.parse(round.endTime) + 10);
    await scene.t.app.game.engine.tick();
    await scene.t.app.game.engine.tick();
    const commissions = () => scene.service.delivered(agent.device).filter((p) => (p as { tag: string }).tag === 'reward-LV7');
    for (let i = 0; i < 100 && commissions().length < 1; i++) await new Promise((r) => setTimeout(r, 20));
    await settled();
    expect(commissions()).toEqual([
      { title: texts.growth.rewardNames.LV7, body: `+10 điểm · ${texts.growth.commissionNote('F1', zoneDisplayName('LEVEL_3'), round.incId)}`, url: PUSH_PAGES.rewards, tag: 'reward-LV7' },
    ]);
  });
});

describe('two instances of the deployment', () => {
  it('send one push per event and device, both handling the same events at once', async () => {
    const second = await secondInstance(scene, clock);
    try {
      const players = [await playerWithDevice('pushaud09'), await playerWithDevice('pushaud10'), await playerWithDevice('pushaud11')];
      // One more device for the first player, subscribed through the other instance.
      const extra = scene.service.device();
      await subscribeDevice(second, players[0]!.token, extra);
      for (const p of players) await choosePushes(second, p.token, { bets: true });
      // A broadcast stored once (without push), then told with push by both instances at the same moment.
      const told: Array<{ playerId: number | null; notification: NotificationPayload }> = [];
      scene.t.app.ctx.events.on('notified', (e) => told.push(e));
      expect((await broadcast({ title: 'Hai máy chủ', content: 'Một lần thôi' })).statusCode).toBe(201);
      const event = { ...told.at(-1)!, push: { category: 'notices' as const, url: PUSH_PAGES.inbox } };
      const results = { round: { id: 9_000_002, zone: 'LEVEL_5' as const, incId: 2, result: '55555' }, players: players.map((p) => ({ playerId: p.id, bets: 2, staked: 2_000_000, won: 3_900_000 })) };
      const delivered = async () => {
        const counts = await Promise.all([scene.t.app, second.app].map(async (app) => (await app.metrics.pushesSent.get()).values.find((v) => v.labels.outcome === 'delivered')?.value ?? 0));
        return counts[0]! + counts[1]!;
      };
      const before = await delivered();
      const receivedBefore = scene.service.received.length;
      for (const app of [scene.t.app, second.app]) {
        app.ctx.events.emit('notified', event);
        app.ctx.events.emit('betsSettled', results);
      }
      await Promise.all([scene.t.app.push.settled(), second.app.push.settled()]);
      for (const device of [...players.map((p) => p.device), extra]) {
        expect(titles(device).sort()).toEqual(['Hai máy chủ', texts.accountArea.notification.betResultTitle].sort());
      }
      // The broadcast also reached the earlier tests' devices that take notices: still once each.
      const pushes = scene.service.received.slice(receivedBefore).map((r) => `${r.device} ${(r.payload as { title: string }).title}`);
      expect(new Set(pushes).size).toBe(pushes.length);
      expect(pushes.length).toBeGreaterThanOrEqual(8);
      expect((await delivered()) - before).toBe(pushes.length);
    } finally {
      await second.close();
    }
  });
});
