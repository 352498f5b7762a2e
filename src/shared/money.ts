/**
 * Points are decimals with at most 4 places. Everywhere below the API edge they are integers of
 * 1/10,000 point ("units"), so no floating-point arithmetic ever touches money.
 * Units stay far below Number.MAX_SAFE_INTEGER (9e15 units = 900 billion points).
 */
export const UNITS_PER_POINT = 10_000;
export const MAX_DECIMALS = 4;
/** The largest amount of points that still converts to safe-integer units. */
export const MAX_POINTS = Math.floor(Number.MAX_SAFE_INTEGER / UNITS_PER_POINT);

/**
 * No balance may exceed this (points): 10^14 units, ninety times below the exact range of a JSON
 * number (2^53 units), so every sum of balances and payouts stays exact.
 */
export const DEFAULT_BALANCE_MAX = 10_000_000_000;

/** Converts a JSON number of points to units; undefined when it has more than 4 decimals or is not finite. */
export function pointsToUnits(points: number): number | undefined {
  if (!Number.isFinite(points)) return undefined;
  const scaled = points * UNITS_PER_POINT;
  const units = Math.round(scaled);
  // More than 4 decimals is refused; only the binary representation's own error is tolerated.
  if (Math.abs(units - scaled) > Math.abs(scaled) * 8 * Number.EPSILON) return undefined;
  if (!Number.isSafeInteger(units)) return undefined;
  return units;
}

/** Converts units to a JSON number of points (exact to 4 decimals). */
export function unitsToPoints(units: number): number {
  return units / UNITS_PER_POINT;
}

/** `units * numerator / denominator`, rounded down, with integer arithmetic only. */
export function mulDivFloor(units: number, numerator: number, denominator: number): number {
  return Number((BigInt(units) * BigInt(numerator)) / BigInt(denominator));
}

/**
 * Comma thousands and dot decimals (1,234,567.5), the same as the app's numeric inputs (spec section 5):
 * what `Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })` writes, without its cost (its first
 * use loads the locale's data: about 20 ms of a phone's main thread on Home's first screen).
 */
export function formatPoints(points: number): string {
  if (!Number.isFinite(points)) return Number.isNaN(points) ? 'NaN' : points > 0 ? '∞' : '-∞';
  const [whole = '0', decimals = ''] = Math.abs(points).toFixed(MAX_DECIMALS).split('.');
  const fraction = decimals.replace(/0+$/, '');
  const sign = points < 0 || Object.is(points, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction ? `.${fraction}` : ''}`;
}
