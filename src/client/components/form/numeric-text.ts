import { MAX_DECIMALS } from '../../../shared/money';

/** More integer digits than points can ever hold (units stay safe integers up to about 9e11 points). */
const MAX_INTEGER_DIGITS = 12;

/**
 * Cleans typed or pasted text into plain digits with at most one dot (spec section 5): no minus sign,
 * commas (the thousands separator) dropped, no leading zeros, at most 4 decimals (extra ones are
 * not taken). "1." stays "1." so that a decimal can still be typed.
 */
export function cleanNumericText(raw: string, maxDecimals = MAX_DECIMALS): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let integer = dot === -1 ? kept : kept.slice(0, dot);
  const decimals = dot === -1 ? undefined : kept.slice(dot + 1).replace(/\./g, '').slice(0, maxDecimals);
  integer = integer.replace(/^0+(?=\d)/, '').slice(0, MAX_INTEGER_DIGITS);
  if (decimals === undefined) return integer;
  if (maxDecimals === 0) return integer;
  return `${integer || '0'}.${decimals}`;
}

/** Clean text with comma thousands separators: "1234567.5" -> "1,234,567.5". */
export function groupThousands(clean: string): string {
  const [integer = '', decimals] = clean.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The number clean text stands for; undefined when empty. */
export function numericValue(clean: string): number | undefined {
  if (clean === '' || clean === '.') return undefined;
  const value = Number(clean);
  return Number.isFinite(value) ? value : undefined;
}

/** How a number set from outside (a quick pick, a step) is shown. */
export function textForValue(value: number | undefined, maxDecimals = MAX_DECIMALS): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const plain = Math.abs(value).toFixed(maxDecimals).replace(/\.?0+$/, '');
  return groupThousands(plain);
}

/** Where the caret goes after reformatting: after as many digits and dots as were before it. */
export function caretAfter(formatted: string, significantBefore: number): number {
  if (significantBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (formatted[i] !== ',') seen++;
    if (seen === significantBefore) return i + 1;
  }
  return formatted.length;
}

/** Digits and dots in `text` before `index` (commas and anything dropped by cleaning do not count). */
export function significantBefore(text: string, index: number): number {
  return text.slice(0, index).replace(/[^\d.]/g, '').length;
}
