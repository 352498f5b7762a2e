import { DEFAULT_BALANCE_MAX, formatPoints, mulDivFloor, pointsToUnits, UNITS_PER_POINT, unitsToPoints } from '../money';

describe('money units', () => {
  it('converts points with up to 4 decimals exactly', () => {
    expect(pointsToUnits(1)).toBe(10_000);
    expect(pointsToUnits(0.0001)).toBe(1);
    expect(pointsToUnits(123.4567)).toBe(1_234_567);
    expect(pointsToUnits(0.1 + 0.2)).toBe(3_000);
    expect(pointsToUnits(999_999_999.9999)).toBe(9_999_999_999_999);
    expect(unitsToPoints(1_234_567)).toBe(123.4567);
  });

  it('refuses a fifth decimal and non-numbers', () => {
    expect(pointsToUnits(10.00001)).toBeUndefined();
    expect(pointsToUnits(0.00005)).toBeUndefined();
    expect(pointsToUnits(Number.NaN)).toBeUndefined();
    expect(pointsToUnits(Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('multiplies with integer arithmetic, rounding down', () => {
    expect(mulDivFloor(1_000_000, 19_500, 10_000)).toBe(1_950_000);
    expect(mulDivFloor(3, 19_500, 10_000)).toBe(5);
  });

  it('formats with comma thousands and up to 4 decimals', () => {
    expect(formatPoints(1234567.5)).toBe('1,234,567.5');
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(12.34567)).toBe('12.3457');
    expect(formatPoints(-1234.05)).toBe('-1,234.05');
    expect(formatPoints(999.99999)).toBe('1,000');
  });

  it('writes every amount of points exactly as the en-US number format does', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
    // Amounts are whole units (1/10,000 point): edges, then a spread of sizes and signs.
    const units = [0, 1, 9, 10, 99, 999, 1_000, 9_999, 10_000, 12_345_678, 99_999_999, 10_000_000, DEFAULT_BALANCE_MAX * UNITS_PER_POINT, Number.MAX_SAFE_INTEGER];
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 48_271) % 2_147_483_647;
      units.push(Math.floor((seed / 2_147_483_647) * 10 ** (1 + (i % 15))));
    }
    for (const u of units) {
      for (const points of [unitsToPoints(u), -unitsToPoints(u)]) expect([points, formatPoints(points)]).toEqual([points, intl.format(points)]);
    }
  });
});
