import type { PlaceBetResponse } from '../../../../../shared/api/bets.js';
import { formatPoints } from '../../../../../shared/money.js';
import { texts } from '../../../../../shared/texts.js';
import type { ManualClock } from '../../../../lib/clock.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { LossLimitError, PausedError } from '../../../../modules/safety/safety.errors.js';
import { type BetCall, clockInRound, placeBet } from '../../../../testing/game.js';
import { createTestApp, type TestApp } from '../../../../testing/test-app.js';

// The parity test of the bet path: every refusal a bet can meet, with its exact answer, on SQLite
// and on PostgreSQL alike (this file runs in both projects with the same expectations). All of them
// are sent at once too, so that they are decided in one batch beside a bet that passes.

let t: TestApp;
let clock: ManualClock;
let player: { token: string; id: number };
const t_ = texts.game.bet;

beforeAll(async () => {
  clock = clockInRound(10);
  t = await createTestApp({}, { clock });
  const registered = await t.register('parity001');
  player = { token: registered.token, id: registered.player.id };
  await t.fund(player.id, 1000);
});
afterAll(() => t.close());

interface Case {
  readonly name: string;
  readonly call: Omit<BetCall, 'token'>;
  readonly answer: { readonly statusCode: number; readonly code?: string; readonly message: string };
}

const betMax = () => t.app.ctx.settings.get('betMax');

function cases(): Case[] {
  return [
    { name: 'below the minimum', call: { amount: 5, gate: 'TRAI' }, answer: { statusCode: 400, code: 'BET_AMOUNT', message: t_.amountMin } },
    { name: 'above the maximum', call: { amount: betMax() + 1, gate: 'TRAI' }, answer: { statusCode: 400, code: 'BET_AMOUNT', message: t_.amountMax(formatPoints(betMax())) } },
    { name: 'five decimals', call: { amount: 10.00001, gate: 'TRAI' }, answer: { statusCode: 400, code: 'BET_AMOUNT', message: t_.amountDecimals } },
    { name: 'more than the balance', call: { amount: 5000, gate: 'TRAI' }, answer: { statusCode: 400, code: 'INSUFFICIENT_BALANCE', message: texts.errors.insufficientBalance } },
    { name: 'the opposite gate of one held', call: { amount: 10, gate: 'THAP' }, answer: { statusCode: 409, code: 'OPPOSITE_GATE', message: t_.oppositeGate } },
    { name: 'a malformed Idempotency-Key', call: { amount: 10, gate: 'TRAI', key: 'two words' }, answer: { statusCode: 400, message: expect.stringContaining(texts.errors.invalidInput) as unknown as string } },
    { name: 'an empty Idempotency-Key', call: { amount: 10, gate: 'TRAI', key: '' }, answer: { statusCode: 400, message: expect.stringContaining(texts.errors.invalidInput) as unknown as string } },
    { name: 'a key used for another bet', call: { amount: 11, gate: 'CAO', key: 'parity-key-1' }, answer: { statusCode: 409, code: 'IDEMPOTENCY_MISMATCH', message: texts.errors.idempotencyMismatch } },
  ];
}

const ledgerRows = async () => Number((await t.database.db.selectFrom('ledgerEntries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const answerOf = (res: Awaited<ReturnType<typeof placeBet>>) => ({ statusCode: res.statusCode, ...(res.json() as { code?: string; message: string }) });

describe('every refusal of a bet, the same on both databases', () => {
  it('answers each refusal exactly, alone and all at once in one batch beside a bet that passes, moving nothing for them', async () => {
    // What the cases meet: CAO held in the round, and a key already answered.
    expect((await placeBet(t, { token: player.token, amount: 10, gate: 'CAO', key: 'parity-key-1' })).statusCode).toBe(201);
    const rows = await ledgerRows();
    for (const c of cases()) expect([c.name, answerOf(await placeBet(t, { token: player.token, ...c.call }))]).toEqual([c.name, expect.objectContaining(c.answer)]);
    expect(await ledgerRows()).toBe(rows);

    const all = await Promise.all([...cases().map((c) => placeBet(t, { token: player.token, ...c.call })), placeBet(t, { token: player.token, amount: 20, gate: 'CAO' })]);
    cases().forEach((c, i) => expect([c.name, answerOf(all[i]!)]).toEqual([c.name, expect.objectContaining(c.answer)]));
    expect(all.at(-1)!.statusCode).toBe(201);
    expect(all.at(-1)!.json<PlaceBetResponse>().balance).toBe(1000 - 10 - 20);
    expect(await ledgerRows()).toBe(rows + 2);
  });

  it('refuses play during a pause and past a loss limit, before anything is written', async () => {
    const now = clock.now();
    await t.database.db.insertInto('playerSafety').values({ playerId: player.id, pauseKind: 'COOL_OFF', pauseUntil: now + 3_600_000, updatedAt: now }).execute();
    const paused = await placeBet(t, { token: player.token, amount: 10, gate: 'CAO' });
    expect(answerOf(paused)).toMatchObject({ statusCode: 403, code: 'COOL_OFF', message: new PausedError('COOL_OFF', now + 3_600_000).message });
    // A day limit of 50 points, 30 already lost today: 20 more is the most.
    await t.database.db.updateTable('playerSafety').set({ pauseKind: null, pauseUntil: null, dayLimit: 50 * 10_000 }).where('playerId', '=', player.id).execute();
    const over = await placeBet(t, { token: player.token, amount: 21, gate: 'CAO' });
    const { limits } = (await t.request({ method: 'GET', url: `/v1/players/${player.id}/safety`, token: player.token })).json<{ limits: { DAY: { resetsAt: string } } }>();
    expect(answerOf(over)).toMatchObject({ statusCode: 403, code: 'LOSS_LIMIT', message: new LossLimitError('DAY', Date.parse(limits.DAY.resetsAt)).message });
    // Two bets in one batch: the first fits the limit, the second would pass it once the first counts.
    const [first, second] = await Promise.all([placeBet(t, { token: player.token, amount: 20, gate: 'CAO' }), placeBet(t, { token: player.token, amount: 10, gate: 'CAO' })]);
    expect([first.statusCode, answerOf(second).code]).toEqual([201, 'LOSS_LIMIT']);
    await t.database.db.deleteFrom('playerSafety').where('playerId', '=', player.id).execute();
  });

  it('checks the session with the batch: a sign-out, a lock or a temporary password that committed first refuses the bet', async () => {
    const bettor = async (name: string) => {
      const p = await t.register(name);
      await t.fund(p.player.id, 100);
      return p;
    };
    const signedOut = await bettor('parity002');
    expect((await t.request({ method: 'POST', url: '/v1/auth/logout', token: signedOut.token, payload: {} })).statusCode).toBe(204);
    expect(answerOf(await placeBet(t, { token: signedOut.token, amount: 10, gate: 'CAO' }))).toMatchObject({ statusCode: 401, code: 'SESSION_ENDED', message: texts.errors.sessionEnded });

    const { token: operator } = await t.admin();
    const locked = await bettor('parity003');
    expect((await t.request({ method: 'POST', url: `/v1/admin/players/${locked.player.id}/lock`, token: operator, payload: {} })).statusCode).toBe(200);
    expect(answerOf(await placeBet(t, { token: locked.token, amount: 10, gate: 'CAO' }))).toMatchObject({ statusCode: 401 });

    const temporary = await bettor('parity004');
    await t.database.db.updateTable('players').set({ mustChangePassword: 1 }).where('id', '=', temporary.player.id).execute();
    expect(answerOf(await placeBet(t, { token: temporary.token, amount: 10, gate: 'CAO' }))).toMatchObject({ statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED' });
    expect(answerOf(await placeBet(t, { token: operator, amount: 10, gate: 'CAO' }))).toMatchObject({ statusCode: 403, code: 'OPERATOR_ACCOUNT' });
    for (const p of [signedOut, locked, temporary]) expect(await t.database.db.selectFrom('bets').select('id').where('playerId', '=', p.player.id).execute()).toEqual([]);
  });

  it('refuses bets in the last seconds of the round', async () => {
    const round = await t.app.game.engine.currentRound('LEVEL_3');
    clock.set(round.endTime - 4_000);
    expect(answerOf(await placeBet(t, { token: player.token, amount: 10, gate: 'CAO' }))).toMatchObject({ statusCode: 409, code: 'BETTING_LOCKED', message: t_.locked });
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
});
