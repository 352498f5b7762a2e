import type { AdminWithdrawalsResponse, BulkApproveResponse, CreateWithdrawalResponse } from '../../../../../../shared/api/withdrawals.js';
import { ledgerProblems } from '../../../../../modules/ledger/ledger.checks.js';
import { withdrawalsExport } from '../../../../../modules/withdrawals/withdrawals.export.js';
import { csvLines } from '../../../../../lib/csv.js';
import { texts } from '../../../../../../shared/texts.js';
import { creditPoints, createTestApp, type TestApp } from '../../../../../testing/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.admin()).token;
});
afterEach(async () => expect(await ledgerProblems(t.database.db)).toEqual([]));
afterAll(() => t.close());

const bank = { bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A' };

/** A player with a bank and `points`, who then asks to withdraw each of `amounts`. */
async function withdrawing(username: string, points: number, amounts: number[]) {
  const p = await t.register(username);
  await t.request({ method: 'PATCH', url: `/v1/players/${p.player.id}`, token: p.token, payload: bank });
  await creditPoints(t, p.player.id, points);
  const ids: number[] = [];
  for (const amount of amounts) {
    const res = await t.request({ method: 'POST', url: '/v1/withdrawals', token: p.token, payload: { amount } });
    ids.push(res.json<CreateWithdrawalResponse>().withdrawal.id);
  }
  return { ...p, ids };
}

const queue = async (query: string, limit = 100) => (await t.request({ method: 'GET', url: `/v1/admin/withdrawals?limit=${limit}${query}`, token: admin })).json<AdminWithdrawalsResponse>();
const bulk = (payload: unknown, headers: Record<string, string> = {}, token = admin) =>
  t.request({ method: 'POST', url: '/v1/admin/withdrawals/bulk-approve', token, payload: payload as object, headers });
const balanceOf = async (token: string) => (await t.request({ method: 'GET', url: '/v1/auth/profile', token })).json<{ balance: number }>().balance;
const auditOf = (ids: number[]) =>
  t.database.db.selectFrom('auditLog').select(['action', 'targetId', 'ip']).where('targetType', '=', 'withdrawal').where('targetId', 'in', ids.map(String)).orderBy('id').execute();

describe('the withdrawal queue', () => {
  it('lists pending withdrawals oldest first, decided ones newest first, and pending first of all', async () => {
    const p = await withdrawing('queueorder', 1000, [100, 110, 120, 130]);
    const [a, b, c, d] = p.ids as [number, number, number, number];
    await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${b}/approve`, token: admin, payload: {} });
    await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${d}/reject`, token: admin, payload: { note: 'Sai tên' } });
    const mine = (r: AdminWithdrawalsResponse) => r.results.map((w) => w.id).filter((id) => p.ids.includes(id));
    expect(mine(await queue('&status=PENDING'))).toEqual([a, c]);
    expect(mine(await queue(''))).toEqual([a, c, d, b]);
    expect(mine(await queue('&status=APPROVED'))).toEqual([b]);
    const pending = await queue('&status=PENDING', 1);
    expect(pending).toMatchObject({ page: 1, limit: 1, totalResults: 2 });
    expect(pending.results[0]).toMatchObject({ id: a, status: 'PENDING', createdAt: expect.any(String), player: { username: 'queueorder' }, bankAccountNumber: '0123456789' });
  });

  it('lists the ones their players cancelled under CANCELLED only, newest first, in the list and its CSV', async () => {
    const p = await withdrawing('queuecancel', 1000, [100, 110, 120]);
    const [a, b, c] = p.ids as [number, number, number];
    for (const id of [a, c]) expect((await t.request({ method: 'POST', url: `/v1/withdrawals/${id}/cancel`, token: p.token })).statusCode).toBe(200);
    const mine = (r: AdminWithdrawalsResponse) => r.results.map((w) => w.id).filter((id) => p.ids.includes(id));
    const cancelled = await queue('&status=CANCELLED');
    expect(mine(cancelled)).toEqual([c, a]);
    expect(cancelled.results.every((w) => w.status === 'CANCELLED')).toBe(true);
    expect(mine(await queue('&status=PENDING'))).toEqual([b]);
    expect(mine(await queue('&status=REJECTED'))).toEqual([]);
    const csv = await t.request({ method: 'GET', url: '/v1/admin/withdrawals/export.csv?status=CANCELLED', token: admin });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="withdrawals-cancelled.csv"');
    const lines = csv.body.split('\r\n').filter((line) => line.includes('queuecancel'));
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual([c, a]);
    expect(lines[0]).toContain(`,${texts.console.status.CANCELLED},`);
  });
});

describe('POST /v1/admin/withdrawals/bulk-approve', () => {
  it('approves each pending one on its own, keeps one decided elsewhere meanwhile as it was decided, and says which', async () => {
    const p = await withdrawing('bulkapprove', 1000, [100, 200, 300]);
    const [a, b, c] = p.ids as [number, number, number];
    // Another operator rejects b while this one has it selected.
    await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${b}/reject`, token: admin, payload: { note: 'Sai số tài khoản' } });
    const res = await bulk({ ids: [c, b, a, 999_999], note: 'Đã chuyển khoản' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<BulkApproveResponse>();
    expect(results.map((r) => [r.id, r.outcome, r.withdrawal?.status ?? null])).toEqual([
      [a, 'APPROVED', 'APPROVED'],
      [b, 'DECIDED_ELSEWHERE', 'REJECTED'],
      [c, 'APPROVED', 'APPROVED'],
      [999_999, 'NOT_FOUND', null],
    ]);
    expect(results[1]!.withdrawal!.note).toBe('Sai số tài khoản');
    expect(results[0]!.withdrawal!.note).toBe('Đã chuyển khoản');
    // b's refund stands: 1000 - 100 - 300 held and paid out.
    expect(await balanceOf(p.token)).toBe(600);
    const audit = await auditOf(p.ids);
    expect(audit.map((r) => [r.action, Number(r.targetId)])).toEqual([
      ['WITHDRAWAL_REJECT', b],
      ['WITHDRAWAL_APPROVE', a],
      ['WITHDRAWAL_APPROVE', c],
    ]);
    expect(audit[1]!.ip).toBe('127.0.0.1');
  });

  it('answers a retry with the same Idempotency-Key as the first time, approving nothing twice', async () => {
    const p = await withdrawing('bulkretry1', 1000, [100, 200]);
    const [a, b] = p.ids as [number, number];
    const first = await bulk({ ids: [a] }, { 'idempotency-key': 'bulk-retry-1' });
    expect(first.json<BulkApproveResponse>().results.map((r) => r.outcome)).toEqual(['APPROVED']);
    // The retry carries what the first call did not reach, too.
    const again = await bulk({ ids: [a, b] }, { 'idempotency-key': 'bulk-retry-1' });
    expect(again.json<BulkApproveResponse>().results.map((r) => [r.id, r.outcome])).toEqual([
      [a, 'APPROVED'],
      [b, 'APPROVED'],
    ]);
    expect((await auditOf(p.ids)).map((r) => Number(r.targetId))).toEqual([a, b]);
    const payouts = await t.database.db.selectFrom('ledgerEntries').select('id').where('kind', '=', 'WITHDRAW_PAYOUT').where('systemAccount', '=', 'CASH_OUT').where('refId', 'in', [String(a), String(b)]).execute();
    expect(payouts).toHaveLength(2);
    // Without the key, a second call finds them decided.
    expect((await bulk({ ids: [a] })).json<BulkApproveResponse>().results[0]!.outcome).toBe('DECIDED_ELSEWHERE');
  });

  it('decides once against a concurrent rejection', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await withdrawing(`bulkrace${round}`, 500, [100]);
      const [id] = p.ids as [number];
      const [bulkRes, rejectRes] = await Promise.all([bulk({ ids: [id] }), t.request({ method: 'POST', url: `/v1/admin/withdrawals/${id}/reject`, token: admin, payload: { note: 'Trùng' } })]);
      const outcome = bulkRes.json<BulkApproveResponse>().results[0]!;
      if (rejectRes.statusCode === 200) expect([outcome.outcome, outcome.withdrawal!.status]).toEqual(['DECIDED_ELSEWHERE', 'REJECTED']);
      else expect([rejectRes.statusCode, outcome.outcome]).toEqual([409, 'APPROVED']);
      expect(await auditOf([id])).toHaveLength(1);
    }
  });

  it('refuses an empty, oversized or repeated list, a player token and no token', async () => {
    const p = await withdrawing('bulkrefuse', 500, [100]);
    for (const payload of [{ ids: [] }, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }, { ids: [p.ids[0], p.ids[0]] }, { ids: [0] }, {}]) {
      const res = await bulk(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await bulk({ ids: p.ids }, {}, p.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/admin/withdrawals/bulk-approve', payload: { ids: p.ids } })).statusCode).toBe(401);
    expect((await queue('&status=PENDING')).results.map((w) => w.id)).toContain(p.ids[0]);
    expect(await auditOf(p.ids)).toEqual([]);
  });
});

describe('GET /v1/admin/withdrawals/export.csv', () => {
  it('streams the queue with its filter, in its order, with Vietnamese headers', async () => {
    const p = await withdrawing('csvexport1', 1000, [100, 150, 200]);
    const [a, b, c] = p.ids as [number, number, number];
    await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${b}/approve`, token: admin, payload: { note: 'OK, đã chuyển' } });
    const res = await t.request({ method: 'GET', url: '/v1/admin/withdrawals/export.csv?status=PENDING', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="withdrawals-pending.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMã lệnh,Thời gian tạo (UTC),Trạng thái,ID người chơi,Tài khoản,Số điểm,Phí (%),Phí (điểm),Thực nhận (VNĐ),Ngân hàng,Số tài khoản,Chủ tài khoản,Ghi chú,Thời gian xử lý (UTC),Người xử lý',
    );
    const mine = (text: string) => text.split('\r\n').filter((line) => line.includes('csvexport1'));
    expect(mine(res.body).map((line) => Number(line.split(',')[0]))).toEqual([a, c]);
    expect(mine(res.body)[0]).toMatch(new RegExp(`^${a},\\d{4}-\\d\\d-\\d\\dT[^,]+Z,Chờ duyệt,${100_000 + p.player.id},csvexport1,100,15,15,85000,Vietcombank,0123456789,NGUYEN VAN A,,,$`));

    const all = await t.request({ method: 'GET', url: '/v1/admin/withdrawals/export.csv', token: admin });
    expect(mine(all.body).map((line) => Number(line.split(',')[0]))).toEqual([a, c, b]);
    expect(mine(all.body)[2]).toMatch(/,Đã duyệt,.*,"OK, đã chuyển",\d{4}-[^,]+Z,operator$/);
  });

  it('reads the queue a page at a time, pending then decided', async () => {
    const p = await withdrawing('csvpages01', 1000, [50, 60, 70, 80, 90]);
    for (const id of p.ids.slice(3)) await t.request({ method: 'POST', url: `/v1/admin/withdrawals/${id}/approve`, token: admin, payload: {} });
    const file = withdrawalsExport(t.app.ctx, {}, 2);
    let text = '';
    for await (const chunk of csvLines(file.columns, file.pages)) text += chunk;
    const [w1, w2, w3, w4, w5] = p.ids as [number, number, number, number, number];
    expect(text.split('\r\n').filter((l) => l.includes('csvpages01')).map((l) => Number(l.split(',')[0]))).toEqual([w1, w2, w3, w5, w4]);
  });

  it('is for operators only', async () => {
    const p = await t.register('csvplayer1');
    expect((await t.request({ method: 'GET', url: '/v1/admin/withdrawals/export.csv', token: p.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/admin/withdrawals/export.csv' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/admin/withdrawals/export.csv?status=LATE', token: admin })).statusCode).toBe(400);
  });
});
