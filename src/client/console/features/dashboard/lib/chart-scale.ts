import { texts } from '../../../../../shared/texts';

const u = texts.console.dashboard.units;

/** 1, 2 or 5 times a power of ten, the smallest not below `raw`: steps an axis reads at a glance. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * The ticks of a value axis that covers `values` and 0 (bars start at 0), about `count` steps of a
 * nice size, lowest first. All zeros still give an axis (0 to 1).
 */
export function axisTicks(values: readonly number[], count = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high > low ? (high - low) / count : 1);
  const first = Math.floor(low / step);
  const last = Math.max(Math.ceil(high / step), first + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)));
}

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** An axis label: 950, 12.5 N (nghìn), 3 Tr (triệu), 1.2 Tỷ, with the app's dot decimals. */
export function compactPoints(value: number): string {
  const size = Math.abs(value);
  if (size >= 1e9) return `${oneDecimal.format(value / 1e9)} ${u.billion}`;
  if (size >= 1e6) return `${oneDecimal.format(value / 1e6)} ${u.million}`;
  if (size >= 1e3) return `${oneDecimal.format(value / 1e3)} ${u.thousand}`;
  return oneDecimal.format(value);
}

/** A YYYY-MM-DD day as the charts' axis shows it: DD/MM. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

/** A YYYY-MM-DD day as the app writes dates: DD/MM/YYYY. */
export function longDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}
