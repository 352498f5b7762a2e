import { randomBytes } from 'node:crypto';
import type { SystemResponse } from '../../../../shared/api/system.js';
import type { PlaceBetResponse } from '../../../../shared/api/bets.js';
import type { BetPlacedPayload, NewBalancePayload, NewSessionPayload, StatusPayload } from '../../../../shared/realtime.js';
import type { ManualClock } from '../../../lib/clock.js';
import { settleRound } from '../../../modules/rounds/settlement.js';
import { clockInRound, placeBet } from '../../../testing/game.js';
import { redisAnswers, TEST_REDIS_URL } from '../../../testing/redis.js';
import { listenOnFreePort, nextEvent, testSockets } from '../../../testing/sockets.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { SOCKET_MESSAGE_MAX_BYTES } from '../realtime/index.js';

const sockets = testSockets();
const { open } = sockets;
afterEach(sockets.closeAll);


const next = nextEvent;
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
    url = await listenOnFreePort(t);
  });
  afterAll(() => t.close());

  it('refuses a missing or bad token with connect_error "unauthorized"', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = open(url, token);
      const error = await next<Error>(socket, 'connect_error');
      expect(error.message).toBe('unauthorized');
    }
  });

  it('cuts off a handshake larger than 16 KB before checking its token, and keeps serving the others', async () => {
    const verified = jest.spyOn(t.app, 'loadPlayer');
    const player = await t.register('bigshake1');
    // A valid token, padded past the bound: without it, the socket would connect.
    const oversized = sockets.connectWith(url, { token: player.token, pad: 'x'.repeat(SOCKET_MESSAGE_MAX_BYTES) });
    const outcome = await Promise.race([next(oversized, 'connect').then(() => 'connected'), next(oversized, 'disconnect').then(() => 'cut off'), next<Error>(oversized, 'connect_error').then(() => 'cut off')]);
    expect(outcome).toBe('cut off');
    expect(verified).not.toHaveBeenCalled();
    verified.mockRestore();
    const socket = open(url, player.token);
    expect((await next<StatusPayload>(socket, 'STATUS')).balance).toBe(0);
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
    expect(await balance).toEqual({ balance: 400, balanceVersion: 2 });

    const [mine, theirs] = [next<NewSessionPayload>(socket, 'NEW_SESSION', level3), next<NewSessionPayload>(other, 'NEW_SESSION', level3)];
    const closed = await closeRound(t, clock);
    const [event, seen] = await Promise.all([mine, theirs]);
    expect(event.zone).toBe('LEVEL_3');
    expect(event.last).toMatchObject({ id: closed.id, status: 'SETTLED' });
    expect(event.last.result).toMatch(/^\d{5}$/);
    expect(event.current.incId).toBe(closed.incId + 1);
    expect(seen.last.id).toBe(closed.id);
  });

  it('on a reconnect, sends the unread notifications since the last STATUS (two minutes back at most); none on a first connect', async () => {
    const player = await t.register('socket009');
    const { token: admin } = await t.admin();
    const send = async (content: string) => {
      const res = await t.request({ method: 'POST', url: '/v1/admin/notifications', token: admin, payload: { playerId: player.player.id, content } });
      expect(res.statusCode).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const inserted = async (createdAt: number) =>
      String((await t.app.ctx.db.insertInto('notifications').values({ playerId: player.player.id, title: 'Thông báo', content: 'Cũ', createdAt }).returning('id').executeTakeFirstOrThrow()).id);
    const old = await inserted(clock.now() - 121_000);
    const beforeLastStatus = await inserted(clock.now() - 30_000);
    const lastStatus = clock.now() - 20_000;
    const [read, missed] = [await send('Đã đọc'), await send('Gửi khi mất kết nối')];
    expect((await t.request({ method: 'POST', url: '/v1/notifications/read', token: player.token, payload: { ids: [read] } })).statusCode).toBe(200);

    // A first connect: what was sent before waits in the inbox.
    expect((await next<StatusPayload>(open(url, player.token), 'STATUS')).notifications).toEqual([]);
    // A reconnect: the unread ones sent since the last STATUS, not the read one.
    const status = await next<StatusPayload>(open(url, player.token, lastStatus), 'STATUS');
    expect(status.notifications).toEqual([{ id: missed, title: 'Thông báo', content: 'Gửi khi mất kết nối' }]);
    // However old the client says its last STATUS is, two minutes back at most.
    const ids = (await next<StatusPayload>(open(url, player.token, 1), 'STATUS')).notifications.map((n) => n.id);
    expect(ids).toEqual([beforeLastStatus, missed]);
    expect(ids).not.toContain(old);
    // Another player's socket gets none of them.
    expect((await next<StatusPayload>(open(url, (await t.register('socket010')).token, lastStatus), 'STATUS')).notifications).toEqual([]);
  });

  it("tells the player's other devices of a bet once it is committed, and nobody else; a replay tells no one", async () => {
    const player = await t.register('socket003');
    const stranger = await t.register('socket004');
    await t.fund(player.player.id, 500);
    const [phone, tablet, theirs] = [open(url, player.token), open(url, player.token), open(url, stranger.token)];
    await Promise.all([phone, tablet, theirs].map((s) => next(s, 'STATUS')));
    const heard: Array<[string, BetPlacedPayload]> = [];
    for (const [name, s] of [['tablet', tablet], ['stranger', theirs]] as const) s.on('BET_PLACED', (p: BetPlacedPayload) => heard.push([name, p]));

    const told = next<BetPlacedPayload>(tablet, 'BET_PLACED');
    const placed = await placeBet(t, { token: player.token, amount: 100, gate: 'CAO', key: 'bet-socket003' });
    const bet = placed.json<PlaceBetResponse>().bet;
    expect(await told).toEqual({ betId: bet.id, zone: 'LEVEL_3' });

    expect((await placeBet(t, { token: player.token, amount: 100, gate: 'CAO', key: 'bet-socket003' })).json<PlaceBetResponse>().bet.id).toBe(bet.id);
    // Events reach a socket in order: once the next bet's is heard, a replay's would have been too.
    const toldAgain = next<BetPlacedPayload>(tablet, 'BET_PLACED', (p) => p.betId !== bet.id);
    const second = (await placeBet(t, { token: player.token, amount: 50, gate: 'THAP', zone: 'LEVEL_1' })).json<PlaceBetResponse>().bet;
    await toldAgain;
    expect(heard).toEqual([
      ['tablet', { betId: bet.id, zone: 'LEVEL_3' }],
      ['tablet', { betId: second.id, zone: 'LEVEL_1' }],
    ]);
  });
});

describe('sockets end with their session', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: clockInRound(10) });
    url = await listenOnFreePort(t);
  });
  afterAll(() => t.close());

  it('closes every socket of a player whose password changed; the old token cannot reconnect', async () => {
    const player = await t.register('revoked01', 'oldpass1');
    const bystander = await t.register('revoked02');
    const [first, second, other] = [open(url, player.token), open(url, player.token), open(url, bystander.token)];
    await Promise.all([next(first, 'STATUS'), next(second, 'STATUS'), next(other, 'STATUS')]);
    const closed = Promise.all([next<string>(first, 'disconnect'), next<string>(second, 'disconnect')]);
    const res = await t.request({ method: 'POST', url: '/v1/auth/change-password', token: player.token, payload: { oldPassword: 'oldpass1', newPassword: 'newpass1' } });
    expect(res.statusCode).toBe(200);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);
    first.connect();
    expect((await next<Error>(first, 'connect_error')).message).toBe('unauthorized');
  });

  it('takes at most 10 sockets of one player, refusing more with their own message', async () => {
    const player = await t.register('manytabs1');
    const tabs = Array.from({ length: 12 }, () => open(url, player.token));
    const outcomes = await Promise.all(
      tabs.map((socket) => Promise.race([next(socket, 'connect').then(() => 'connected'), next<Error>(socket, 'connect_error').then((e) => e.message)])),
    );
    expect(outcomes.filter((o) => o === 'connected')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'too_many_connections')).toHaveLength(2);
    // A closed tab frees its place.
    const closing = tabs[outcomes.indexOf('connected')]!;
    closing.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = open(url, player.token);
    await next(again, 'connect');
  });

  it('announces a round settled by a process that stopped before announcing it', async () => {
    const clock = clockInRound(10);
    const app = await createTestApp({}, { clock });
    try {
      const appUrl = await listenOnFreePort(app);
      const [high, low] = [await app.register('stragglr1'), await app.register('stragglr2')];
      await Promise.all([app.fund(high.player.id, 100), app.fund(low.player.id, 100)]);
      await placeBet(app, { token: high.token, amount: 100, gate: 'CAO' });
      await placeBet(app, { token: low.token, amount: 100, gate: 'THAP' });
      const [highSocket, lowSocket] = [open(appUrl, high.token), open(appUrl, low.token)];
      await Promise.all([next(highSocket, 'STATUS'), next(lowSocket, 'STATUS')]);

      // The settlement commits; the process dies before a word goes out.
      const round = await app.app.game.engine.currentRound('LEVEL_3');
      clock.set(round.endTime + 10);
      const settled = (await settleRound(app.app.ctx, app.app.game.chains, round, clock.now()))!.round;
      const winner = Number(settled.result![0]) >= 5 ? highSocket : lowSocket;
      const session = next<NewSessionPayload>(highSocket, 'NEW_SESSION', level3);
      const balance = next<NewBalancePayload>(winner, 'NEW_BALANCE');
      // Its settler gets a moment to announce it; after that the next tick does.
      clock.advance(2_500);
      await app.app.game.engine.tick();
      expect((await session).last).toMatchObject({ id: round.id, status: 'SETTLED', result: settled.result });
      expect(await balance).toEqual({ balance: 195, balanceVersion: 3 });
      const row = await app.database.db.selectFrom('rounds').select('announcedAt').where('id', '=', round.id).executeTakeFirstOrThrow();
      expect(row.announcedAt).toBe(clock.now());
    } finally {
      await app.close();
    }
  });

  it('looks for an unannounced settlement of another process once its grace is over, not at the next round\'s end', async () => {
    const clock = clockInRound(10);
    const app = await createTestApp({}, { clock });
    try {
      const appUrl = await listenOnFreePort(app);
      const player = await app.register('stragglr3');
      const socket = open(appUrl, player.token);
      await next(socket, 'STATUS');
      // Another process settles the round as it ends, and dies before announcing it; this one's
      // tick at the round's end sees it settled, too young to be announced by anyone else yet.
      const round = await app.app.game.engine.currentRound('LEVEL_3');
      clock.set(round.endTime + 10);
      const settled = (await settleRound(app.app.ctx, app.app.game.chains, round, clock.now()))!.round;
      await app.app.game.engine.tick();
      // The next LEVEL_1 round ends a minute later: the engine wakes when the grace is over instead.
      const wake = app.app.game.engine.nextWake();
      expect(wake).toBeGreaterThan(2_000);
      expect(wake).toBeLessThanOrEqual(2_020);
      const session = next<NewSessionPayload>(socket, 'NEW_SESSION', level3);
      clock.advance(wake);
      await app.app.game.engine.tick();
      expect((await session).last).toMatchObject({ id: round.id, result: settled.result });
      // Announced: nothing more to look for before the next round's end.
      expect(app.app.game.engine.nextWake()).toBeGreaterThan(50_000);
    } finally {
      await app.close();
    }
  });
});

describe('a socket outlives no token', () => {
  it('is closed when its access token expires', async () => {
    const app = await createTestApp({ ACCESS_TOKEN_TTL: '2' });
    try {
      const appUrl = await listenOnFreePort(app);
      const player = await app.register('shortlive');
      const socket = open(appUrl, player.token);
      await next(socket, 'STATUS');
      const started = Date.now();
      expect(await next<string>(socket, 'disconnect')).toBe('io server disconnect');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
    }
  });
});

/** Redis at REDIS_URL (CI and this machine: 127.0.0.1:6379); the suite is skipped, saying so, when none answers. */
const REDIS_URL = TEST_REDIS_URL;
let redisUp = false;
beforeAll(async () => {
  redisUp = await redisAnswers('the two-instance realtime test');
});

describe('realtime across two instances through Redis', () => {
  it('reaches a socket on one instance with events raised on the other', async () => {
    if (!redisUp) return;
    const clock = clockInRound(10);
    const env = { REDIS_URL, REDIS_CHANNEL: `test-${randomBytes(4).toString('hex')}` };
    const a = await createTestApp(env, { clock });
    const b = await createTestApp(env, { clock, database: a.database });
    try {
      const urlB = await listenOnFreePort(b);
      await listenOnFreePort(a);
      const player = await a.register('twoinst01');
      await a.fund(player.player.id, 300);
      const socket = open(urlB, player.token);
      await next(socket, 'STATUS');
      const balance = next<NewBalancePayload>(socket, 'NEW_BALANCE');
      await placeBet(a, { token: player.token, amount: 100, gate: 'TRAI' });
      expect(await balance).toEqual({ balance: 200, balanceVersion: 2 });
      const session = next<NewSessionPayload>(socket, 'NEW_SESSION', level3);
      await closeRound(a, clock);
      expect((await session).zone).toBe('LEVEL_3');
      // A password changed through one instance ends the sockets held on the other.
      const closed = next<string>(socket, 'disconnect');
      await a.request({ method: 'POST', url: '/v1/auth/change-password', token: player.token, payload: { oldPassword: 'secret123', newPassword: 'newpass1' } });
      expect(await closed).toBe('io server disconnect');
    } finally {
      await b.close();
      await a.close();
    }
  }, 15_000);
});
