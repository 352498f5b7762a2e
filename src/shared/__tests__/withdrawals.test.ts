import { pointsToUnits } from '../money';
import { DEFAULT_WITHDRAWAL_FEE_TIERS, feeBpsFor, feeTierLines, parseFeeTiers, quoteWithdrawal, withdrawalAmountProblem, withdrawalTermsLines } from '../withdrawals';

const quote = (points: number) => quoteWithdrawal(pointsToUnits(points)!, DEFAULT_WITHDRAWAL_FEE_TIERS);

describe('withdrawal fees (decisions section 4)', () => {
  it('charges the whole amount at the rate of its tier', () => {
    expect(quote(50)).toEqual({ amount: 500_000, feeBps: 1500, fee: 75_000, net: 425_000, netVnd: 42_500 });
    expect(quote(199_999.9999).feeBps).toBe(1500);
    expect(quote(200_000).feeBps).toBe(2000);
    expect(quote(399_999.9999).feeBps).toBe(2000);
    expect(quote(400_000).feeBps).toBe(3000);
  });

  it('rounds the fee down to a unit and the net VND down to a whole dong', () => {
    // 50.0001 points: fee 15% = 7.500015 -> 7.5000 (75,000 units, the 0.15 unit is the player's).
    expect(quote(50.0001)).toEqual({ amount: 500_001, feeBps: 1500, fee: 75_000, net: 425_001, netVnd: 42_500 });
    expect(quote(100.3333).netVnd).toBe(85_283);
  });

  it('reads configured tiers and refuses malformed ones', () => {
    expect(parseFeeTiers('200000=15,400000=20,30')).toEqual(DEFAULT_WITHDRAWAL_FEE_TIERS);
    expect(parseFeeTiers('1000=12.5, 5')).toEqual([{ below: 1000, bps: 1250 }, { below: null, bps: 500 }]);
    expect(parseFeeTiers('0')).toEqual([{ below: null, bps: 0 }]);
    for (const bad of ['', '15,20', '400000=20,200000=15,30', '100=100', 'abc', '1000=15,']) {
      expect(parseFeeTiers(bad)).toBeUndefined();
    }
  });
});

describe('withdrawal amount rules (spec section 5)', () => {
  it('gives the first problem with the spec messages', () => {
    expect(withdrawalAmountProblem(undefined)).toBe('Số điểm không được để trống');
    expect(withdrawalAmountProblem(49.9999)).toBe('Quy đổi tối thiểu 50 điểm để đủ điều kiện');
    expect(withdrawalAmountProblem(50.00001)).toBe('Số điểm chỉ được có tối đa 4 chữ số thập phân');
    expect(withdrawalAmountProblem(120, 100)).toBe('Số dư không đủ');
    expect(withdrawalAmountProblem(50, 50)).toBeUndefined();
  });
});

describe('points to units', () => {
  it('accepts 4 decimals at any size and refuses a fifth', () => {
    expect(pointsToUnits(199_999.9999)).toBe(1_999_999_999);
    expect(pointsToUnits(123_456_789.1234)).toBe(1_234_567_891_234);
    expect(pointsToUnits(60.00001)).toBeUndefined();
    expect(pointsToUnits(600_000.00001)).toBeUndefined();
    expect(pointsToUnits(0.1 + 0.2)).toBe(3000);
  });
});

describe('the fee lines of the terms and the withdrawal screen', () => {
  it("say the tiers charged by default, and not the spec's 7-10% that is never charged", () => {
    expect(withdrawalTermsLines({ minAmount: 50, vndPerPoint: 1000, feeTiers: DEFAULT_WITHDRAWAL_FEE_TIERS })).toEqual([
      'Quy đổi tối thiểu 50 điểm; 1 điểm = 1,000 VNĐ.',
      'Toàn bộ số điểm của một lệnh quy đổi chịu một mức phí, theo số điểm của lệnh:',
      'Dưới 200,000 điểm: 15%.',
      'Từ 200,000 đến dưới 400,000 điểm: 20%.',
      'Từ 400,000 điểm trở lên: 30%.',
    ]);
  });

  it('follow whatever tiers are in force: one, two, or with decimals', () => {
    expect(feeTierLines([{ below: null, bps: 1000 }])).toEqual(['Mọi số điểm: 10%.']);
    expect(feeTierLines([{ below: 1500.5, bps: 1225 }, { below: null, bps: 500 }])).toEqual(['Dưới 1,500.5 điểm: 12.25%.', 'Từ 1,500.5 điểm trở lên: 5%.']);
  });

  it("put each bound where feeBpsFor changes rate: 'dưới B' pays the lower tier, 'từ B' the next", () => {
    const tiers = parseFeeTiers('1000=10,2000=20,30')!;
    const lines = feeTierLines(tiers);
    expect(lines).toEqual(['Dưới 1,000 điểm: 10%.', 'Từ 1,000 đến dưới 2,000 điểm: 20%.', 'Từ 2,000 điểm trở lên: 30%.']);
    expect([999.9999, 1000, 1999.9999, 2000].map((p) => feeBpsFor(pointsToUnits(p)!, tiers))).toEqual([1000, 2000, 2000, 3000]);
  });

  it("say the operator's minimum in the spec's words, with the app's thousands separators", () => {
    expect(withdrawalAmountProblem(60, undefined, 80)).toBe('Quy đổi tối thiểu 80 điểm để đủ điều kiện');
    expect(withdrawalAmountProblem(999, undefined, 1000)).toBe('Quy đổi tối thiểu 1,000 điểm để đủ điều kiện');
  });
});
