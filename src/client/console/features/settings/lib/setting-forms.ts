import { BPS } from '../../../../../shared/game';
import { boxOdds, type BoxPrize } from '../../../../../shared/growth';
import { formatPoints, MAX_POINTS } from '../../../../../shared/money';
import { SETTING_LIMITS as L } from '../../../../../shared/settings';
import { texts } from '../../../../../shared/texts';
import type { SettingTextKey } from '../../../../../shared/texts/console/settings';
import type { FeeTier } from '../../../../../shared/withdrawals';

const t = texts.console.settingForms;

/**
 * How each key is edited. A number is typed in the unit an operator thinks in (points, seconds,
 * days, a percent, a multiple) and sent in the server's own (points, basis points): `decimals` is
 * how many the typed figure may have, `scale` what it is multiplied by to be sent.
 */
export interface NumberShape {
  readonly form: 'number';
  readonly unit: string;
  readonly decimals: number;
  readonly scale: number;
  /** Bounds of the typed figure. */
  readonly min: number;
  readonly max: number;
  /** The lower bound is excluded (a price of 0 is refused, 0.0001 is not). */
  readonly minExclusive?: boolean;
}

export type SettingShape = NumberShape | { readonly form: 'feeTiers' | 'referralRates' | 'boxPrizes' | 'content' };

const points = (min = 0, minExclusive = true): NumberShape => ({ form: 'number', unit: t.units.points, decimals: 4, scale: 1, min, max: MAX_POINTS, minExclusive });
const whole = (unit: string, bounds: { min: number; max: number }): NumberShape => ({ form: 'number', unit, decimals: 0, scale: 1, ...bounds });
/** Basis points typed as a percent with up to 2 decimals: 0.3 (%) is 30. */
const percent = (unit: string, maxBps: number): NumberShape => ({ form: 'number', unit, decimals: 2, scale: 100, min: 0, max: maxBps / 100 });

export const SETTING_SHAPES: Readonly<Record<SettingTextKey, SettingShape>> = {
  // The payout is typed as the multiple a player reads (1.95), sent as basis points (19500).
  payoutBps: { form: 'number', unit: t.units.times, decimals: 4, scale: BPS, min: L.payoutBps.min / BPS, max: L.payoutBps.max / BPS },
  betMin: points(),
  betMax: points(),
  betLockSeconds: whole(t.units.seconds, L.betLockSeconds),
  balanceMax: points(1, false),
  withdrawalMin: points(),
  withdrawalFeeTiers: { form: 'feeTiers' },
  stakingRateBps: percent(t.units.percentPerDay, L.stakingRateBps.max),
  stakingTermDays: whole(t.units.days, L.stakingTermDays),
  stakingMin: points(),
  referralRatesBps: { form: 'referralRates' },
  vipPrice: points(),
  agentPrice: points(),
  boxPrice: points(),
  boxPrizes: { form: 'boxPrizes' },
  hotline: { form: 'content' },
  chat: { form: 'content' },
  terms: { form: 'content' },
  popup: { form: 'content' },
};

export type SettingGroup = keyof typeof t.groups;

/** The screen's sections, in order, with their keys; a key the server lists and this does not know goes to 'other'. */
export const SETTING_GROUPS: ReadonlyArray<{ readonly group: SettingGroup; readonly keys: readonly SettingTextKey[] }> = [
  { group: 'game', keys: ['payoutBps', 'betMin', 'betMax', 'betLockSeconds', 'balanceMax'] },
  { group: 'withdrawals', keys: ['withdrawalMin', 'withdrawalFeeTiers'] },
  { group: 'staking', keys: ['stakingRateBps', 'stakingTermDays', 'stakingMin'] },
  { group: 'referrals', keys: ['referralRatesBps'] },
  { group: 'tiers', keys: ['vipPrice', 'agentPrice'] },
  { group: 'box', keys: ['boxPrice', 'boxPrizes'] },
  { group: 'content', keys: ['hotline', 'chat', 'terms', 'popup'] },
];

export const isKnownKey = (key: string): key is SettingTextKey => Object.hasOwn(SETTING_SHAPES, key);

/** A figure without float noise, as typed: 0.1 × 3 shows 0.3. */
export const figure = (n: number) => String(Number(n.toFixed(6)));
/** A percent of basis points: 150 → "1.5". */
export const bpsPercent = (bps: number) => figure(bps / 100);

/** A number setting as the operator types it: 19500 → "1.95". */
export function typedFigure(shape: NumberShape, value: number): string {
  return figure(value / shape.scale);
}

/**
 * What a typed figure sends, or the reason it cannot: at most `decimals` decimals, within the
 * bounds. Sent as an integer when scaled (basis points), else as the number typed (points).
 */
export function readFigure(text: string | undefined, shape: NumberShape): { value: number } | { error: string } {
  // Formik validates an emptied field as undefined.
  const typed = (text ?? '').trim();
  if (typed === '') return { error: t.invalid.required };
  if (!/^\d+(\.\d+)?$/.test(typed)) return { error: t.invalid.number };
  const decimals = typed.split('.')[1]?.length ?? 0;
  if (decimals > shape.decimals) return { error: shape.decimals === 0 ? t.invalid.integer : t.invalid.decimals(shape.decimals) };
  const n = Number(typed);
  if (shape.minExclusive ? n <= shape.min : n < shape.min) return { error: t.invalid.min(figure(shape.minExclusive ? shape.min + 10 ** -shape.decimals : shape.min)) };
  if (n > shape.max) return { error: t.invalid.max(figure(shape.max)) };
  return { value: shape.scale === 1 ? n : Math.round(n * shape.scale) };
}

/** One line saying what a value is now, in the operator's units. */
export function settingSummary(key: string, value: unknown): string {
  if (!isKnownKey(key)) return JSON.stringify(value);
  const shape = SETTING_SHAPES[key];
  if (shape.form === 'number') {
    const typed = typedFigure(shape, value as number);
    if (shape.unit === t.units.times) return `×${typed}`;
    if (shape.unit === t.units.points) return `${formatPoints(Number(typed))} ${shape.unit}`;
    return shape.unit.startsWith('%') ? `${typed}${shape.unit}` : `${typed} ${shape.unit}`;
  }
  if (shape.form === 'feeTiers') {
    return (value as FeeTier[]).map((tier) => (tier.below === null ? t.feeTiers.summaryRest(bpsPercent(tier.bps)) : t.feeTiers.summary(formatPoints(tier.below), bpsPercent(tier.bps)))).join(' · ');
  }
  if (shape.form === 'referralRates') return (value as number[]).map((bps, i) => `F${i + 1} ${bpsPercent(bps)}%`).join(' · ');
  if (shape.form === 'boxPrizes') {
    const prizes = value as BoxPrize[];
    return `${t.prizes.count(prizes.length)} · ${t.expectedValue(formatPoints(boxOdds(prizes).expectedPoints))}`;
  }
  if (value === null || value === undefined || value === '') return t.notSet;
  if (key === 'chat') {
    const chat = value as { provider: string; link: string | null; scriptUrl: string | null };
    return (chat.provider === 'link' ? chat.link : chat.provider === 'script' ? chat.scriptUrl : null) ?? t.chatNone;
  }
  if (key === 'popup') return (value as { title: string }).title;
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return JSON.stringify(value);
}
