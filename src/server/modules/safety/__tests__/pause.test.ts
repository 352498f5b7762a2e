import type { SafetyResponse, SessionResult } from '../../../../shared/api/safety.js';
import { texts } from '../../../../shared/texts.js';
import type { ManualClock } from '../../../lib/clock.js';
import { ledgerProblems } from '../../ledger/ledger.checks.js';
import { balanceOf, clockInRound, placeBet } from '../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { formatVietnam } from '../safety.periods.js';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));

const bank = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };
async function funded(name: string, points = 1000) {
  const p = await t.register(name);
  await t.fund(p.player.id, points);
  return p;
}
const pause = (token: string, id: number, payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/v1/players/${id}/safety/pause`, token, payload });
const safety = async (token: string, id: number) => (await t.request({ method: 'GET', url: `/v1/players/${id}/safety`, token })).json<SafetyResponse>();

describe('cool-off and self-exclusion', () => {
  it('refuses bets, staking and boxes during a self-exclusion, but not login, histories or a withdrawal', async () => {
    const p = await funded('pause0001');
    await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: bank });
    const start = clock.now();
    const res = await pause(p.token, p.player.id, { kind: 'EXCLUSION', duration: '6M' });
    expect(res.statusCode).toBe(200);
    // Six calendar months later, same Vietnam time.
    const until = Date.UTC(2027, 4, 22, 12, 0, 10);
    expect(start).toBe(Date.UTC(2026, 10, 22, 12, 0, 10));
    expect(res.json<SafetyResponse>().pause).toEqual({ kind: 'EXCLUSION', until: new Date(until).toISOString() });
    const message = texts.safety.errors.exclusion(formatVietnam(until));
    expect(formatVietnam(until)).toBe('22/05/2027 19:00');

    for (const refused of [
      await placeBet(t, { token: p.token, amount: 10, gate: 'TANG' }),
      await t.request({ method: 'POST', url: `/v1/players/${p.player.id}/staking`, token: p.token, payload: { amount: 100 } }),
      await t.request({ method: 'POST', url: '/v1/players/buy-open', token: p.token }),
    ]) {
      expect([refused.statusCode, refused.json().message]).toEqual([403, message]);
    }
    expect(await balanceOf(t, p.player.id)).toBe(1000);
    const login = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'pause0001', password: 'secret123' } });
    expect(login.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/bets', token: p.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/v1/withdrawals', token: p.token, payload: { amount: 100 } })).statusCode).toBe(201);
    expect(await balanceOf(t, p.player.id)).toBe(900);
  });

  it('cannot be shortened or undone; only a pause that ends later is taken while one runs', async () => {
    const p = await funded('pause0002');
    expect((await pause(p.token, p.player.id, { kind: 'COOL_OFF', duration: '7D' })).statusCode).toBe(200);
    const until = clock.now() + 7 * 86_400_000;
    const bet = await placeBet(t, { token: p.token, amount: 10, gate: 'TANG' });
    expect([bet.statusCode, bet.json().message, bet.json().code]).toEqual([403, texts.safety.errors.coolOff(formatVietnam(until)), 'COOL_OFF']);
    for (const payload of [
      { kind: 'COOL_OFF', duration: '24H' },
      { kind: 'COOL_OFF', duration: '7D' },
    ]) {
      const res = await pause(p.token, p.player.id, payload);
      expect([res.statusCode, res.json().message]).toEqual([409, texts.safety.errors.pauseRunning(formatVietnam(until))]);
    }
    // Nothing else ends it: no route for players, none for operators.
    const admin = (await t.admin()).token;
    expect((await t.request({ method: 'DELETE', url: `/v1/players/${p.player.id}/safety/pause`, token: p.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/admin/players/${p.player.id}/safety`, token: admin })).statusCode).toBe(404);
    expect((await safety(p.token, p.player.id)).pause).toEqual({ kind: 'COOL_OFF', until: new Date(until).toISOString() });
    // Extending to a self-exclusion is taken.
    expect((await pause(p.token, p.player.id, { kind: 'EXCLUSION', duration: '1Y' })).json<SafetyResponse>().pause?.kind).toBe('EXCLUSION');
    const log = await t.database.db.selectFrom('auditLog').select(['action', 'details']).where('actorId', '=', p.player.id).orderBy('id').execute();
    expect(log.map((r) => [r.action, JSON.parse(r.details!).kind])).toEqual([
      ['SAFETY_PAUSE', 'COOL_OFF'],
      ['SAFETY_PAUSE', 'EXCLUSION'],
    ]);
  });

  it('ends by itself when its time has passed', async () => {
    const p = await funded('pause0003');
    await pause(p.token, p.player.id, { kind: 'COOL_OFF', duration: '24H' });
    clock.advance(86_400_000 + 1000);
    await t.app.game.engine.tick();
    const token = (await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username: 'pause0003', password: 'secret123' } })).json<{ tokens: { access: { token: string } } }>().tokens.access.token;
    expect((await safety(token, p.player.id)).pause).toBeNull();
    expect((await placeBet(t, { token, amount: 10, gate: 'TANG' })).statusCode).toBe(201);
  });

  it('refuses malformed pauses and other players, changing nothing', async () => {
    const p = await funded('pause0004');
    const other = await t.register('pause0005');
    for (const payload of [{ kind: 'COOL_OFF', duration: '6M' }, { kind: 'EXCLUSION', duration: '24H' }, { kind: 'BREAK', duration: '7D' }, { kind: 'COOL_OFF' }, { kind: 'COOL_OFF', duration: '7D', x: 1 }]) {
      const res = await pause(p.token, p.player.id, payload);
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    }
    expect((await pause(other.token, p.player.id, { kind: 'EXCLUSION', duration: '5Y' })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/v1/players/${p.player.id}/safety/reality-check`, token: other.token, payload: { minutes: 30 } })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/players/${p.player.id}/safety/result?since=0`, token: other.token })).statusCode).toBe(403);
    expect((await safety(p.token, p.player.id)).pause).toBeNull();
    expect((await placeBet(t, { token: p.token, amount: 10, gate: 'TANG' })).statusCode).toBe(201);
  });
});

describe('reality check', () => {
  it('keeps the chosen interval (audit-logged) and tells the net result of the bets settled since', async () => {
    const p = await funded('reality01');
    const url = `/v1/players/${p.player.id}/safety/reality-check`;
    for (const minutes of [17, '30', 0]) expect((await t.request({ method: 'PUT', url, token: p.token, payload: { minutes } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PUT', url, token: p.token, payload: { minutes: 30 } })).json<SafetyResponse>().realityCheckMinutes).toBe(30);
    expect((await safety(p.token, p.player.id)).realityCheckMinutes).toBe(30);
    const since = clock.now();
    await placeBet(t, { token: p.token, amount: 20, gate: 'TANG' });
    const result = async () => (await t.request({ method: 'GET', url: `/v1/players/${p.player.id}/safety/result?since=${since - 60_000}`, token: p.token })).json<SessionResult>();
    expect(await result()).toEqual({ stakes: 0, winnings: 0, net: 0, bets: 0 });
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const after = await result();
    expect(after).toMatchObject({ stakes: 20, bets: 1 });
    expect(after.net).toBe(after.winnings - 20);
    expect((await t.request({ method: 'GET', url: `/v1/players/${p.player.id}/safety/result?since=abc`, token: p.token })).statusCode).toBe(400);
    const log = await t.database.db.selectFrom('auditLog').select(['action', 'details']).where('actorId', '=', p.player.id).execute();
    expect(log.map((r) => [r.action, JSON.parse(r.details!)])).toEqual([['SAFETY_REALITY_CHECK', { from: null, to: 30 }]]);
  });
});
