import type { BetsResponse } from '../../../../../shared/api/bets.js';
import { DEFAULT_BALANCE_MAX } from '../../../../../shared/money.js';
import { texts } from '../../../../../shared/texts.js';
import type { ManualClock } from '../../../../lib/clock.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { balanceOf, type BetAnswer, clockInRound, placeBet } from '../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({ BET_MAX: '5000' }, { clock });
});
afterAll(() => t.close());
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));

async function fundedPlayer(name: string, points = 1000) {
  const player = await t.register(name);
  await t.fund(player.player.id, points);
  return player;
}

async function betCount(playerId: number) {
  const rows = await t.database.db.selectFrom('bets').select('id').where('playerId', '=', playerId).execute();
  return rows.length;
}

describe('POST /v1/bets', () => {
  it('debits the stake through the ledger and lists the bet; TANG is recorded as CAO', async () => {
    const { token, player } = await fundedPlayer('bettor001');
    const res = await placeBet(t, { token, amount: 100, gate: 'TANG' });
    expect(res.statusCode).toBe(201);
    const body = res.json<BetAnswer>();
    expect(body.balance).toBe(900);
    expect(body.bet).toMatchObject({ gate: 'CAO', amount: 100, winnings: 0, status: 'PENDING', session: { zone: 'LEVEL_3' } });
    const ledger = await t.database.db.selectFrom('ledgerEntries').select(['delta', 'kind', 'refType', 'refId']).where('playerId', '=', player.id).orderBy('id').execute();
    expect(ledger[1]).toEqual({ delta: -1_000_000, kind: 'BET', refType: 'bet', refId: String(body.bet.id) });
    const list = (await t.request({ method: 'GET', url: '/v1/bets', token })).json<BetsResponse>();
    expect(list.results.map((b) => b.id)).toEqual([body.bet.id]);
    expect(list.totalResults).toBe(1);
  });

  it('lets a player add to the same gate in one round', async () => {
    const { token, player } = await fundedPlayer('bettor002');
    expect((await placeBet(t, { token, amount: 100, gate: 'TRAI' })).statusCode).toBe(201);
    expect((await placeBet(t, { token, amount: 50.5, gate: 'TRAI' })).statusCode).toBe(201);
    expect(await balanceOf(t, player.id)).toBe(849.5);
  });

  it.each([
    [{ amount: 9 }, texts.game.bet.amountMin],
    [{ amount: 5000.5 }, texts.game.bet.amountMax('5,000')],
    [{ amount: 10.00001 }, texts.game.bet.amountDecimals],
    [{ amount: 1e308 }, texts.game.bet.amountMax('5,000')],
    [{ amount: 2000 }, texts.errors.insufficientBalance],
  ])('refuses %j with a Vietnamese message and moves nothing', async (change, message) => {
    const { token, player } = await fundedPlayer(`refuse${String(change.amount).replace(/[.+]/g, '')}`);
    const res = await placeBet(t, { token, gate: 'CAO', ...change });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().message).toBe(message);
    expect(await balanceOf(t, player.id)).toBe(1000);
    expect(await betCount(player.id)).toBe(0);
  });

  it('refuses a bet whose win would carry the balance past the maximum, and takes the largest that fits', async () => {
    // 1.95 x: a bet of 100 wins 95 net. Settlement credits without refusing, so the bet decides.
    const start = DEFAULT_BALANCE_MAX - 1000;
    const { token, player } = await fundedPlayer('capbettor1', start);
    const refused = await placeBet(t, { token, amount: 2000, gate: 'CAO' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, texts.game.bet.winPassesCap]);
    expect(await balanceOf(t, player.id)).toBe(start);
    expect(await betCount(player.id)).toBe(0);
    // 1000 / 0.95 = 1052.6...: a bet of 1050 wins 997.5 net and fits.
    expect((await placeBet(t, { token, amount: 1050, gate: 'CAO' })).statusCode).toBe(201);
    // At the maximum not even the smallest bet is taken.
    const full = await fundedPlayer('capbettor2', DEFAULT_BALANCE_MAX);
    expect((await placeBet(t, { token: full.token, amount: 10, gate: 'TRAI' })).json().message).toBe(texts.game.bet.winPassesCap);
  });

  it('refuses unknown gates, zones and fields by schema', async () => {
    const { token, player } = await fundedPlayer('schema001');
    expect((await placeBet(t, { token, amount: 100, gate: 'MIDDLE' })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/v1/bets', token, payload: { amount: 100, zone: 'LEVEL_2', gate: 'CAO' } })).statusCode).toBe(400);
    const extra = await placeBet(t, { token, amount: 100, gate: 'CAO', extra: { playerId: 1 } });
    expect(extra.json().message).toBe(texts.errors.unknownField('playerId'));
    expect(await betCount(player.id)).toBe(0);
  });

  it('refuses the opposite gate of one already held in the round, keeping the first bet', async () => {
    const { token, player } = await fundedPlayer('opposite01');
    expect((await placeBet(t, { token, amount: 100, gate: 'CAO' })).statusCode).toBe(201);
    const res = await placeBet(t, { token, amount: 100, gate: 'GIAM' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(texts.game.bet.oppositeGate);
    expect(await balanceOf(t, player.id)).toBe(900);
    // The other pair of gates is a separate position.
    expect((await placeBet(t, { token, amount: 100, gate: 'PHAI' })).statusCode).toBe(201);
  });

  it('refuses bets in the last seconds of a round', async () => {
    const { token, player } = await fundedPlayer('latecomer1');
    const saved = clock.now();
    clock.set(saved - 10_000 + 180_000 - 4_000); // 4 s before the end, inside the 5 s lock
    try {
      const res = await placeBet(t, { token, amount: 100, gate: 'CAO' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(texts.game.bet.locked);
      expect(await balanceOf(t, player.id)).toBe(1000);
    } finally {
      clock.set(saved);
    }
  });

  it('answers a retry with the same Idempotency-Key with the first bet, debiting once', async () => {
    const { token, player } = await fundedPlayer('retrier01');
    const first = await placeBet(t, { token, amount: 100, gate: 'CAO', key: 'tap-1' });
    const again = await placeBet(t, { token, amount: 100, gate: 'CAO', key: 'tap-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json<BetAnswer>().bet.id).toBe(first.json<BetAnswer>().bet.id);
    expect(await balanceOf(t, player.id)).toBe(900);
    const different = await placeBet(t, { token, amount: 200, gate: 'CAO', key: 'tap-1' });
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe(texts.errors.idempotencyMismatch);
    const concurrent = await Promise.all(Array.from({ length: 8 }, () => placeBet(t, { token, amount: 10, gate: 'CAO', key: 'tap-2' })));
    expect(new Set(concurrent.map((r) => r.json<BetAnswer>().bet.id)).size).toBe(1);
    expect(await balanceOf(t, player.id)).toBe(890);
  });


  it('answers a retry with the first bet even once the round has locked and the balance is spent', async () => {
    const { token, player } = await fundedPlayer('retrier02', 100);
    const first = await placeBet(t, { token, amount: 100, gate: 'PHAI', key: 'tap-late' });
    expect(first.statusCode).toBe(201);
    const saved = clock.now();
    clock.set(saved - 10_000 + 180_000 - 2_000); // the retry arrives inside the lock
    try {
      const again = await placeBet(t, { token, amount: 100, gate: 'PHAI', key: 'tap-late' });
      expect(again.statusCode).toBe(201);
      expect(again.json<BetAnswer>()).toEqual(first.json<BetAnswer>());
      // A new bet is still refused there.
      expect((await placeBet(t, { token, amount: 100, gate: 'PHAI', key: 'tap-new' })).json().message).toBe(texts.game.bet.locked);
      expect(await balanceOf(t, player.id)).toBe(0);
      expect(await betCount(player.id)).toBe(1);
    } finally {
      clock.set(saved);
    }
  });
  it('takes exactly 20 of 40 parallel bets of 50 against 1,000 points', async () => {
    const { token, player } = await fundedPlayer('parallel01', 1000);
    const results = await Promise.all(Array.from({ length: 40 }, () => placeBet(t, { token, amount: 50, gate: 'CAO' })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 400)).toHaveLength(20);
    expect(await balanceOf(t, player.id)).toBe(0);
    expect(await betCount(player.id)).toBe(20);
  });

  it('needs a signed-in player', async () => {
    expect((await t.request({ method: 'POST', url: '/v1/bets', payload: { amount: 100, zone: 'LEVEL_3', gate: 'CAO' } })).statusCode).toBe(401);
  });
});
