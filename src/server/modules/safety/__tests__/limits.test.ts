import type { BetsResponse } from '../../../../shared/api/bets.js';
import type { SafetyResponse } from '../../../../shared/api/safety.js';
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

const HOUR = 3_600_000;
const signIn = async (username: string) => (await t.request({ method: 'POST', url: '/v1/auth/login', payload: { username, password: 'secret123' } })).json<{ tokens: { access: { token: string } } }>().tokens.access.token;
async function funded(name: string, points = 1000) {
  const p = await t.register(name);
  await t.fund(p.player.id, points);
  return p;
}
const setLimit = (token: string, id: number, period: string, amount: number | null) => t.request({ method: 'PUT', url: `/v1/players/${id}/safety/limits`, token, payload: { period, amount } });
const safety = async (token: string, id: number) => (await t.request({ method: 'GET', url: `/v1/players/${id}/safety`, token })).json<SafetyResponse>();
const audits = async (id: number) =>
  (await t.database.db.selectFrom('auditLog').select(['action', 'details']).where('actorId', '=', id).orderBy('id').execute()).map((r) => [r.action, JSON.parse(r.details!)]);
/** The clock's Vietnam day ends at 00:00 of 23/11/2026 (the round clock is 22/11/2026 19:00 in Vietnam). */
const dayEnd = Date.UTC(2026, 10, 22, 17, 0, 0);

describe('loss limits', () => {
  it('refuses the bet that would take the day past its limit, counting stakes when placed', async () => {
    const p = await funded('limit0001');
    const res = await setLimit(p.token, p.player.id, 'DAY', 100);
    expect(res.statusCode).toBe(200);
    expect(res.json<SafetyResponse>().limits.DAY).toEqual({ amount: 100, pending: null, used: 0, resetsAt: new Date(dayEnd).toISOString() });
    expect((await placeBet(t, { token: p.token, amount: 60, gate: 'TANG' })).statusCode).toBe(201);
    const refused = await placeBet(t, { token: p.token, amount: 50, gate: 'TANG' });
    expect([refused.statusCode, refused.json().message, refused.json().code]).toEqual([403, texts.safety.errors.limitReached(texts.safety.periods.DAY, formatVietnam(dayEnd)), 'LOSS_LIMIT']);
    expect(formatVietnam(dayEnd)).toBe('23/11/2026 00:00');
    expect((await placeBet(t, { token: p.token, amount: 40, gate: 'TANG' })).statusCode).toBe(201);
    expect(await balanceOf(t, p.player.id)).toBe(900);
    expect((await safety(p.token, p.player.id)).limits.DAY.used).toBe(100);
    expect(await audits(p.player.id)).toEqual([['SAFETY_LIMIT_SET', { period: 'DAY', from: null, to: 1_000_000 }]]);
  });

  it('never lets 20 concurrent bets overshoot the limit', async () => {
    const p = await funded('limit0002');
    await setLimit(p.token, p.player.id, 'WEEK', 100);
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeBet(t, { token: p.token, amount: 10, gate: 'TANG' })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 403 && r.json().code === 'LOSS_LIMIT')).toHaveLength(10);
    expect(await balanceOf(t, p.player.id)).toBe(900);
    expect((await safety(p.token, p.player.id)).limits.WEEK.used).toBe(100);
  });

  it('lowers at once; a raise or a removal waits 24 hours, shown as pending, then applies', async () => {
    const p = await funded('limit0003');
    await setLimit(p.token, p.player.id, 'MONTH', 300);
    const lowered = (await setLimit(p.token, p.player.id, 'MONTH', 100)).json<SafetyResponse>();
    expect(lowered.limits.MONTH).toMatchObject({ amount: 100, pending: null });
    expect((await placeBet(t, { token: p.token, amount: 100, gate: 'TANG' })).statusCode).toBe(201);

    const raisedAt = clock.now();
    const raised = (await setLimit(p.token, p.player.id, 'MONTH', 300)).json<SafetyResponse>();
    expect(raised.limits.MONTH).toMatchObject({ amount: 100, pending: { amount: 300, effectiveAt: new Date(raisedAt + 24 * HOUR).toISOString() }, used: 100 });
    expect((await placeBet(t, { token: p.token, amount: 10, gate: 'TANG' })).statusCode).toBe(403);

    clock.advance(24 * HOUR - 60_000);
    await t.app.game.engine.tick();
    // The round of the 100 settled meanwhile: the month's net loss is 100 (lost) or -95 (won), so 200
    // more passes the old limit either way, and not the new one.
    let token = await signIn('limit0003');
    expect((await placeBet(t, { token, amount: 200, gate: 'TANG' })).statusCode).toBe(403);
    clock.advance(2 * 60_000);
    await t.app.game.engine.tick();
    token = await signIn('limit0003');
    // In force from its time, before anyone reads it.
    expect((await placeBet(t, { token, amount: 200, gate: 'TANG' })).statusCode).toBe(201);
    expect((await safety(token, p.player.id)).limits.MONTH).toMatchObject({ amount: 300, pending: null });

    // A removal waits too; lowering meanwhile cancels it.
    expect((await setLimit(token, p.player.id, 'MONTH', null)).json<SafetyResponse>().limits.MONTH.pending).toMatchObject({ amount: null });
    expect((await setLimit(token, p.player.id, 'MONTH', 200)).json<SafetyResponse>().limits.MONTH).toMatchObject({ amount: 200, pending: null });
    expect((await audits(p.player.id)).map(([action]) => action)).toEqual([
      'SAFETY_LIMIT_SET',
      'SAFETY_LIMIT_SET',
      'SAFETY_LIMIT_PENDING',
      'SAFETY_LIMIT_APPLIED',
      'SAFETY_LIMIT_PENDING',
      'SAFETY_LIMIT_SET',
    ]);
  });

  it('lowers the net loss by winnings paid at settlement, and counts gift boxes', async () => {
    const p = await funded('limit0004');
    await setLimit(p.token, p.player.id, 'DAY', 150);
    const bet = await placeBet(t, { token: p.token, amount: 100, gate: 'TANG' });
    expect(bet.statusCode).toBe(201);
    clock.advance(180_000);
    await t.app.game.engine.tick();
    const [settled] = (await t.request({ method: 'GET', url: '/v1/bets', token: p.token })).json<BetsResponse>().results;
    const used = Math.max(0, 100 - settled!.winnings);
    expect((await safety(p.token, p.player.id)).limits.DAY.used).toBe(used);
    // A box of 100 points on top: refused when it would pass 150.
    const box = await t.request({ method: 'POST', url: '/v1/players/buy-open', token: p.token });
    expect(box.statusCode).toBe(used + 100 > 150 ? 403 : 201);
  });

  it('refuses malformed limits and other players with clear 4xx, changing nothing', async () => {
    const p = await funded('limit0005');
    const other = await t.register('limit0006');
    for (const payload of [{ period: 'YEAR', amount: 10 }, { period: 'DAY', amount: '10' }, { period: 'DAY', amount: 0 }, { period: 'DAY' }, { period: 'DAY', amount: 10, x: 1 }]) {
      const res = await t.request({ method: 'PUT', url: `/v1/players/${p.player.id}/safety/limits`, token: p.token, payload });
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    }
    for (const amount of [1.00001, 1e11]) {
      const res = await setLimit(p.token, p.player.id, 'DAY', amount);
      expect([res.statusCode, res.json().code]).toEqual([400, 'INVALID_LIMIT']);
    }
    expect((await setLimit(other.token, p.player.id, 'DAY', 10)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/players/${p.player.id}/safety`, token: other.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/players/${p.player.id}/safety` })).statusCode).toBe(401);
    expect((await safety(p.token, p.player.id)).limits.DAY).toMatchObject({ amount: null, pending: null });
    expect(await audits(p.player.id)).toEqual([]);
  });
});
