import type { SystemResponse } from '../../../../../shared/api/system.js';
import type { CreateWithdrawalResponse, WithdrawalRules } from '../../../../../shared/api/withdrawals.js';
import { texts } from '../../../../../shared/texts.js';
import { withdrawalTermsLines } from '../../../../../shared/withdrawals.js';
import { ledgerProblems } from '../../../../modules/ledger/ledger.checks.js';
import { creditPoints, createTestApp, type TestApp } from '../../../../testing/test-app.js';

/**
 * Issue 30: the terms' and the withdrawal screen's fee lines are built from GET /v1/withdrawals/rules,
 * so they say what a withdrawal is charged, and change when an operator changes the tiers.
 */
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
  await creditPoints(t, p.player.id, points);
  return p;
}

const rules = async (token: string) => (await t.request({ method: 'GET', url: '/v1/withdrawals/rules', token })).json<WithdrawalRules>();
const withdraw = (token: string, amount: number) => t.request({ method: 'POST', url: '/v1/withdrawals', token, payload: { amount } });
const put = (key: string, value: unknown) => t.request({ method: 'PUT', url: `/v1/admin/settings/${key}`, token: admin, payload: { value } });

describe('the fee lines players read', () => {
  it("on a fresh install, say the tiers charged, and the operator's terms text holds no figure of its own", async () => {
    const p = await player('termsfee1', 300_000);
    expect(withdrawalTermsLines(await rules(p.token))).toEqual([
      'Quy đổi tối thiểu 50 điểm; 1 điểm = 1,000 VNĐ.',
      texts.game.terms.tax.wholeAmount,
      'Dưới 200,000 điểm: 15%.',
      'Từ 200,000 đến dưới 400,000 điểm: 20%.',
      'Từ 400,000 điểm trở lên: 30%.',
    ]);
    const charged = (await withdraw(p.token, 250_000)).json<CreateWithdrawalResponse>().withdrawal;
    expect(charged.feePercent).toBe(20);

    const terms = (await t.request({ method: 'GET', url: '/v1/system' })).json<SystemResponse>().content.terms;
    expect(terms).not.toMatch(/%|1,199,000|thu nhập cá nhân|gấp 5 lần|thu hồi điểm/);
    expect(terms).toContain('bị từ chối ngay khi gửi và không bị trừ điểm');
  });

  it('change with the tiers and the minimum an operator sets, and say what is then charged', async () => {
    expect((await put('withdrawalFeeTiers', [{ below: 1000, bps: 1250 }, { below: null, bps: 500 }])).statusCode).toBe(200);
    expect((await put('withdrawalMin', 80)).statusCode).toBe(200);
    try {
      const p = await player('termsfee2', 5000);
      expect(withdrawalTermsLines(await rules(p.token))).toEqual([
        'Quy đổi tối thiểu 80 điểm; 1 điểm = 1,000 VNĐ.',
        texts.game.terms.tax.wholeAmount,
        'Dưới 1,000 điểm: 12.5%.',
        'Từ 1,000 điểm trở lên: 5%.',
      ]);
      const refused = await withdraw(p.token, 60);
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'Quy đổi tối thiểu 80 điểm để đủ điều kiện']);
      expect((await withdraw(p.token, 999)).json<CreateWithdrawalResponse>().withdrawal.feePercent).toBe(12.5);
      expect((await withdraw(p.token, 1000)).json<CreateWithdrawalResponse>().withdrawal.feePercent).toBe(5);
    } finally {
      await put('withdrawalFeeTiers', [{ below: 200_000, bps: 1500 }, { below: 400_000, bps: 2000 }, { below: null, bps: 3000 }]);
      await put('withdrawalMin', 50);
    }
  });
});
