import type { AdminWithdrawalsResponse, CancelWithdrawalResponse, CreateWithdrawalResponse, WithdrawalsResponse } from '../../../../../shared/api/withdrawals.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { creditPoints, createTestApp, type TestApp } from '../../../../testing/test-app.js';

// A player cancels their own pending withdrawal (issue 50): the points come back once, the queue
// drops it, and against an operator's decision exactly one of the two happens, in either order or
// at once.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const bank = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };

async function player(username: string, points: number) {
  const p = await t.register(username);
  await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: bank });
  if (points) await creditPoints(t, p.player.id, points);
  return p;
}

async function withdraw(token: string, amount: number): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token, payload: { amount } });
  expect(res.statusCode).toBe(201);
  return res.json<CreateWithdrawalResponse>().withdrawal.id;
}

const cancel = (token: string, id: number, key?: string) =>
  t.request({ method: 'POST', url: `/v1/withdrawals/${id}/cancel`, token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const approve = (id: number) => t.request({ method: 'POST', url: `/v1/admin/withdrawals/${id}/approve`, token: admin });
const balanceOf = async (token: string) => (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<{ balance: number }>().balance;
const refunds = async (id: number) =>
  (await t.database.db.selectFrom('ledgerEntries').select('delta').where('kind', '=', 'WITHDRAW_REFUND').where('refId', '=', String(id)).where('playerId', 'is not', null).execute()).length;

describe('POST /v1/withdrawals/{id}/cancel', () => {
  it('gives the points back once, shows it as cancelled, leaves it out of the totals and drops it from the queue', async () => {
    const p = await player('wdcancel1', 1000);
    const id = await withdraw(p.token, 300);
    expect(await balanceOf(p.token)).toBe(700);

    const res = await cancel(p.token, id);
    expect(res.statusCode).toBe(200);
    const body = res.json<CancelWithdrawalResponse>();
    expect(body.withdrawal).toMatchObject({ id, status: 'CANCELLED', amount: 300 });
    expect(body.withdrawal.decidedAt).not.toBeNull();
    expect(body.balance).toBe(1000);
    expect(await balanceOf(p.token)).toBe(1000);
    expect(await refunds(id)).toBe(1);

    const list = (await t.request({ method: 'GET', url: '/v1/withdrawals', token: p.token })).json<WithdrawalsResponse>();
    expect(list.withdrawals[0]).toMatchObject({ id, status: 'CANCELLED' });
    expect(list).toMatchObject({ totalWithdrawals: 0, totalWithdrawalAmount: 0 });

    const queue = (await t.request({ method: 'GET', url: '/v1/admin/withdrawals?status=PENDING', token: admin })).json<AdminWithdrawalsResponse>();
    expect(queue.results.map((w) => w.id)).not.toContain(id);
    const cancelledOnes = (await t.request({ method: 'GET', url: '/v1/admin/withdrawals?status=CANCELLED', token: admin })).json<AdminWithdrawalsResponse>();
    expect(cancelledOnes.results.map((w) => w.id)).toContain(id);

    const logged = await t.database.db.selectFrom('auditLog').selectAll().where('action', '=', 'WITHDRAWAL_CANCEL').where('targetId', '=', String(id)).execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorId).toBe(p.player.id);

    // A second cancel, and an operator's approval after it, move nothing.
    const again = await cancel(p.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Yêu cầu này đã được xử lý');
    const late = await approve(id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Người chơi đã huỷ yêu cầu này');
    expect(await balanceOf(p.token)).toBe(1000);
    expect(await refunds(id)).toBe(1);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, refunding once', async () => {
    const p = await player('wdcancel2', 500);
    const id = await withdraw(p.token, 200);
    const first = await cancel(p.token, id, 'cancel-key-1');
    const retry = await cancel(p.token, id, 'cancel-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await refunds(id)).toBe(1);
  });

  it('refuses once an operator approved it, and keeps the payout', async () => {
    const p = await player('wdcancel3', 500);
    const id = await withdraw(p.token, 200);
    expect((await approve(id)).statusCode).toBe(200);
    const res = await cancel(p.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Yêu cầu này đã được xử lý');
    expect(await balanceOf(p.token)).toBe(300);
    expect(await refunds(id)).toBe(0);
  });

  it("does not find another player's withdrawal, and leaves it pending", async () => {
    const owner = await player('wdcancel4', 500);
    const other = await player('wdcancel5', 0);
    const id = await withdraw(owner.token, 200);
    const res = await cancel(other.token, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy yêu cầu quy đổi');
    expect((await cancel(other.token, 999_999)).statusCode).toBe(404);
    const row = await t.database.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    expect(await balanceOf(other.token)).toBe(0);
  });

  it('resolves a cancel and an approval sent at once one way only, every time', async () => {
    const p = await player('wdcancel6', 10_000);
    for (let i = 0; i < 8; i++) {
      const id = await withdraw(p.token, 100);
      const before = await balanceOf(p.token);
      const [cancelled, approved] = await Promise.all([cancel(p.token, id), approve(id)]);
      expect([cancelled.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      const row = await t.database.db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow();
      const payouts = await t.database.db.selectFrom('ledgerEntries').select('id').where('kind', '=', 'WITHDRAW_PAYOUT').where('systemAccount', '=', 'CASH_OUT').where('refId', '=', String(id)).execute();
      if (cancelled.statusCode === 200) {
        expect(row.status).toBe('CANCELLED');
        expect(await refunds(id)).toBe(1);
        expect(payouts).toHaveLength(0);
        expect(await balanceOf(p.token)).toBe(before + 100);
      } else {
        expect(row.status).toBe('APPROVED');
        expect(await refunds(id)).toBe(0);
        expect(payouts).toHaveLength(1);
        expect(await balanceOf(p.token)).toBe(before);
      }
    }
  });

  it('gives the points back once when two cancels arrive at once', async () => {
    const p = await player('wdcancel7', 1000);
    const id = await withdraw(p.token, 400);
    const answers = await Promise.all([cancel(p.token, id), cancel(p.token, id), cancel(p.token, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await refunds(id)).toBe(1);
    expect(await balanceOf(p.token)).toBe(1000);
  });
});
