import { randomUUID } from 'node:crypto';
import type { Role } from '../../../../../shared/api/players.js';
import { texts } from '../../../../../shared/texts.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { OperatorAccountError } from '../../../../modules/ledger/ledger.errors.js';
import type { Transfer } from '../../../../modules/ledger/ledger.transfer.js';
import { clockInRound } from '../../../../testing/game.js';
import { ADMIN, createTestApp, creditPoints, type TestApp } from '../../../../testing/test-app.js';

// Issue 27, point 1: an outside probe credited an operator's own account, bet, staked and withdrew
// with the operator's token, and approved that withdrawal. Operator accounts are not players: every
// route that moves points refuses them (a 4xx with a Vietnamese message) and moves nothing, and the
// ledger itself refuses any movement into or out of one. The operator here holds points and a bank
// account from before the rule (given while it was briefly a player), so each refusal below is the
// rule's and not a missing balance's.

let t: TestApp;
let token: string;
let operatorId: number;
const bank = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };
const notPlayer = { statusCode: 403, code: 'OPERATOR_ACCOUNT', message: texts.admin.operatorAccount.notPlayer };
const notFound = { statusCode: 404, code: 'PLAYER_NOT_FOUND', message: texts.admin.players.notFound };

const setRole = (role: Role) => t.database.db.updateTable('players').set({ role }).where('id', '=', operatorId).execute();

beforeAll(async () => {
  t = await createTestApp({}, { clock: clockInRound(10) });
  token = (await t.admin()).token;
  operatorId = (await t.database.db.selectFrom('players').select('id').where('usernameKey', '=', ADMIN.username).executeTakeFirstOrThrow()).id;
  await setRole('PLAYER');
  await t.fund(operatorId, 10_000);
  const linked = await t.request({ method: 'PATCH', url: `/v1/players/${operatorId}`, token, payload: bank });
  await setRole('ADMIN');
  if (linked.statusCode !== 200) throw new Error(`bank: ${linked.statusCode} ${linked.body}`);
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const count = async (table: 'ledgerEntries' | 'auditLog') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const rowsOf = async (table: 'bets' | 'withdrawals' | 'stakes' | 'boxes' | 'deposits') =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('playerId', '=', operatorId).executeTakeFirstOrThrow()).n);

/** Everything a money route could have changed for the operator: the books, their balance and tiers, their rows. */
async function snapshot() {
  const operator = await t.database.db
    .selectFrom('players')
    .select(['balance', 'balanceVersion', 'isAgent', 'isUnlockMulti', 'bankAccountNumber'])
    .where('id', '=', operatorId)
    .executeTakeFirstOrThrow();
  const tables = ['bets', 'withdrawals', 'stakes', 'boxes', 'deposits'] as const;
  return { ledgerEntries: await count('ledgerEntries'), operator, rows: await Promise.all(tables.map(rowsOf)) };
}

/** Answers the call's status, code and message, and checks that nothing moved. */
async function refusal(call: Parameters<TestApp['request']>[0]) {
  const before = await snapshot();
  const res = await t.request({ ...call, headers: { 'idempotency-key': randomUUID(), ...call.headers } });
  expect(await snapshot()).toEqual(before);
  const body = res.json<{ statusCode: number; code?: string; message: string }>();
  return { statusCode: res.statusCode, code: body.code, message: body.message };
}

describe("an operator's own account", () => {
  const consoleCalls: Array<[string, () => { url: string; payload: object }]> = [
    ['a deposit', () => ({ url: '/v1/admin/deposits', payload: { playerId: operatorId, amount: 100 } })],
    ['a failed deposit', () => ({ url: '/v1/admin/deposits', payload: { playerId: operatorId, amount: 100, status: 'FAILED' } })],
    ['a credit adjustment', () => ({ url: `/v1/admin/players/${operatorId}/adjustments`, payload: { amount: 100, reason: 'thử' } })],
    ['a debit adjustment', () => ({ url: `/v1/admin/players/${operatorId}/adjustments`, payload: { amount: -100, reason: 'thử' } })],
  ];
  it.each(consoleCalls)('is not a player to the console: %s is refused as for an unknown player', async (_, call) => {
    expect(await refusal({ method: 'POST', token, ...call() })).toEqual(notFound);
  });

  const playerCalls: Array<[string, () => { method: 'POST' | 'PATCH'; url: string; payload: object }]> = [
    ['a bet', () => ({ method: 'POST', url: '/v1/bets', payload: { amount: 100, zone: 'LEVEL_3', gate: 'CAO' } })],
    ['a withdrawal request', () => ({ method: 'POST', url: '/v1/withdrawals', payload: { amount: 100 } })],
    ['a stake', () => ({ method: 'POST', url: `/v1/players/${operatorId}/staking`, payload: { amount: 100 } })],
    ['a gift box bought', () => ({ method: 'POST', url: '/v1/players/buy-open', payload: {} })],
    ['a gift box opened', () => ({ method: 'POST', url: '/v1/reward', payload: {} })],
    ['a VIP unlock', () => ({ method: 'POST', url: `/v1/players/${operatorId}/unlock`, payload: {} })],
    ['an agent upgrade', () => ({ method: 'POST', url: `/v1/players/${operatorId}/earn`, payload: {} })],
    ['a bank account linked', () => ({ method: 'PATCH', url: `/v1/players/${operatorId}`, payload: { ...bank, bankAccountNumber: '9876543210' } })],
  ];
  it.each(playerCalls)("refuses %s with the operator's token", async (_, call) => {
    expect(await refusal({ token, ...call() })).toEqual(notPlayer);
  });

  it('is refused by every player route that takes an Idempotency-Key (those move points), a new one included', async () => {
    type Operation = { parameters?: Array<{ in: string; name: string }> };
    const { paths } = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(paths)
      .filter(([path]) => !path.startsWith('/v1/admin'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
          .map(([method]) => ({ method: method.toUpperCase() as 'POST', url: path.replace('{id}', String(operatorId)) })),
      );
    expect(routes.length).toBeGreaterThanOrEqual(playerCalls.length - 1);
    // A bet's session is checked with its batch, after its body is read: it gets a valid one.
    const payloadOf = (url: string) => (url.startsWith('/v1/bets') ? { amount: 10, zone: 'LEVEL_3', gate: 'CAO' } : {});
    for (const { method, url } of routes) expect([method, url, await refusal({ method, url, token, payload: payloadOf(url) })]).toEqual([method, url, notPlayer]);
  });

  it('still edits its own profile fields other than the bank account', async () => {
    const res = await t.request({ method: 'PATCH', url: `/v1/players/${operatorId}`, token, payload: { nickname: 'Ca đêm' } });
    expect(res.statusCode).toBe(200);
  });

  it('is refused by the ledger itself, on every path that writes balances', async () => {
    const { ledger, clock } = t.app.ctx;
    const transfer = (toOperator: boolean): Transfer => {
      const [from, to] = toOperator ? [{ system: 'CASH_IN' as const }, { player: operatorId }] : [{ player: operatorId }, { system: 'HOUSE' as const }];
      return { from, to, amount: 10_000, kind: toOperator ? 'DEPOSIT' : 'BET', ref: { type: 'test', id: randomUUID() }, now: clock.now() };
    };
    const before = await snapshot();
    for (const toOperator of [true, false]) {
      await expect(t.database.db.transaction().execute((trx) => ledger.post(trx, transfer(toOperator)))).rejects.toBeInstanceOf(OperatorAccountError);
      // The batch path (bets) runs the same statement: the batch is refused whole, naming the account.
      await expect(t.database.db.transaction().execute((trx) => ledger.postBatch(trx, [transfer(toOperator)]))).rejects.toHaveProperty('playerId', operatorId);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a withdrawal an operator account requested (none can now; if one exists)', () => {
  let players = 0;
  /** The operator's withdrawal, written as it would have been before the rule, and a player's beside it. */
  async function pending() {
    const now = t.app.ctx.clock.now();
    const byOperator = await t.database.db
      .insertInto('withdrawals')
      .values({ playerId: operatorId, amount: 1_000_000, feeBps: 0, fee: 0, netVnd: 100_000, note: null, ...bank, operatorId: null, decidedAt: null, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const player = await t.register(`withdrawer${++players}`);
    await t.request({ method: 'PATCH', url: `/v1/players/${player.player.id}`, token: player.token, payload: bank });
    await creditPoints(t, player.player.id, 500);
    const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token: player.token, payload: { amount: 100 } });
    return { operatorRequest: byOperator.id, playerRequest: res.json<{ withdrawal: { id: number } }>().withdrawal.id };
  }
  const statusOf = async (id: number) => (await t.database.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it.each([
    ['approved', 'approve', {}],
    ['rejected', 'reject', { note: 'không hợp lệ' }],
  ])('is never %s, and stays pending with nothing moved or audited', async (_, decision, payload) => {
    const { operatorRequest } = await pending();
    const audits = await count('auditLog');
    const answer = await refusal({ method: 'POST', url: `/v1/admin/withdrawals/${operatorRequest}/${decision}`, token, payload });
    expect(answer).toEqual({ statusCode: 403, code: 'OPERATOR_ACCOUNT', message: texts.admin.operatorAccount.withdrawal(operatorRequest) });
    expect(await statusOf(operatorRequest)).toBe('PENDING');
    expect(await count('auditLog')).toBe(audits);
  });

  it('refuses a bulk approval that names it, before approving any other', async () => {
    const { operatorRequest, playerRequest } = await pending();
    const entries = await count('ledgerEntries');
    const res = await t.request({ method: 'POST', url: '/v1/admin/withdrawals/bulk-approve', token, payload: { ids: [playerRequest, operatorRequest] } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OPERATOR_ACCOUNT', message: texts.admin.operatorAccount.withdrawal(operatorRequest) });
    expect([await statusOf(operatorRequest), await statusOf(playerRequest), await count('ledgerEntries')]).toEqual(['PENDING', 'PENDING', entries]);
    // Without it, the player's goes through as ever.
    const alone = await t.request({ method: 'POST', url: '/v1/admin/withdrawals/bulk-approve', token, payload: { ids: [playerRequest] } });
    expect(alone.json()).toMatchObject({ results: [{ id: playerRequest, outcome: 'APPROVED' }] });
  });
});
