import { array, object, string } from 'yup';
import { BPS } from '../../../../../shared/game';
import type { BoxPrize } from '../../../../../shared/growth';
import { MAX_POINTS } from '../../../../../shared/money';
import { SETTING_LIMITS as L } from '../../../../../shared/settings';
import { texts } from '../../../../../shared/texts';
import type { FeeTier } from '../../../../../shared/withdrawals';
import { bpsPercent, figure, type NumberShape, readFigure } from './setting-forms';

const t = texts.console.settingForms;

// The console's setting forms hold what is typed (strings); these check it the way the server
// will (bounds, decimals, order) and turn it into the value sent. The server checks again.

/** A typed figure of `shape`, with the reason readFigure gives when it cannot be read. */
export const figureField = (shape: NumberShape) =>
  string().test('figure', function (text) {
    const read = readFigure(text ?? '', shape);
    return 'error' in read ? this.createError({ message: read.error }) : true;
  });

/** The figure a checked field holds, as sent. */
export const figureValue = (text: string, shape: NumberShape) => (readFigure(text, shape) as { value: number }).value;

export const numberSchema = (shape: NumberShape) => object({ value: figureField(shape) });

const tierBound: NumberShape = { form: 'number', unit: t.units.points, decimals: 4, scale: 1, min: 0, max: MAX_POINTS, minExclusive: true };
const tierFee: NumberShape = { form: 'number', unit: t.units.percent, decimals: 2, scale: 100, min: 0, max: L.feeBps.max / 100 };

export interface FeeTiersForm {
  readonly tiers: Array<{ below: string; fee: string }>;
}

export const feeTiersForm = (tiers: readonly FeeTier[]): FeeTiersForm => ({ tiers: tiers.map((tier) => ({ below: tier.below === null ? '' : figure(tier.below), fee: bpsPercent(tier.bps) })) });

/** Every tier but the last has a bound, each above the one before; the last takes the rest. */
export const feeTiersSchema = object({
  tiers: array()
    .of(
      object({
        below: string().test('bound', function (text) {
          const index = Number(/\[(\d+)\]/.exec(this.path)?.[1]);
          const rows = (this.from?.[1]?.value as FeeTiersForm | undefined)?.tiers ?? [];
          if (index === rows.length - 1) return true;
          const read = readFigure(text ?? '', tierBound);
          if ('error' in read) return this.createError({ message: read.error });
          const previous = index > 0 ? readFigure(rows[index - 1]!.below, tierBound) : undefined;
          return previous && 'value' in previous && read.value <= previous.value ? this.createError({ message: t.invalid.rising }) : true;
        }),
        fee: figureField(tierFee),
      }),
    )
    .min(L.feeTiers.min)
    .max(L.feeTiers.max),
});

export const feeTiersValue = (form: FeeTiersForm): FeeTier[] =>
  form.tiers.map((tier, i) => ({ below: i === form.tiers.length - 1 ? null : figureValue(tier.below, tierBound), bps: figureValue(tier.fee, tierFee) }));

const referralRate: NumberShape = { form: 'number', unit: t.units.percent, decimals: 2, scale: 100, min: 0, max: L.referralRateBps.max / 100 };

export interface ReferralRatesForm {
  readonly rates: string[];
}

export const referralRatesForm = (rates: readonly number[]): ReferralRatesForm => ({ rates: rates.map(bpsPercent) });

/** The rates' total in basis points, of those that can be read (for the live total). */
export const referralTotalBps = (form: ReferralRatesForm) =>
  form.rates.reduce((sum, text) => {
    const read = readFigure(text, referralRate);
    return sum + ('value' in read ? read.value : 0);
  }, 0);

export const referralRatesSchema = object({
  rates: array().of(figureField(referralRate)).length(L.referralLevels).test('sum', t.invalid.referralSum, (rates) => referralTotalBps({ rates: (rates ?? []) as string[] }) <= BPS),
});

export const referralRatesValue = (form: ReferralRatesForm) => form.rates.map((text) => figureValue(text, referralRate));

const prizePoints: NumberShape = { form: 'number', unit: t.units.points, decimals: 4, scale: 1, min: 0, max: MAX_POINTS };
const prizeWeight: NumberShape = { form: 'number', unit: '', decimals: 0, scale: 1, min: L.boxWeight.min, max: L.boxWeight.max };

export interface BoxPrizesForm {
  readonly prizes: Array<{ name: string; points: string; weight: string }>;
}

export const boxPrizesForm = (prizes: readonly BoxPrize[]): BoxPrizesForm => ({ prizes: prizes.map((p) => ({ name: p.name, points: figure(p.points), weight: String(p.weight) })) });

/** The prizes that can be read so far (for the live expected value); unreadable figures count as 0. */
export const readablePrizes = (form: BoxPrizesForm): BoxPrize[] =>
  form.prizes.map((p) => {
    const points = readFigure(p.points, prizePoints);
    const weight = readFigure(p.weight, prizeWeight);
    return { name: p.name, points: 'value' in points ? points.value : 0, weight: 'value' in weight ? weight.value : 0 };
  });

export const boxPrizesSchema = object({
  prizes: array()
    .of(
      object({
        name: string().trim().required(t.invalid.nameRequired).max(L.boxPrizeName.max, t.invalid.nameTooLong(L.boxPrizeName.max)),
        points: figureField(prizePoints),
        weight: figureField(prizeWeight),
      }),
    )
    .min(L.boxPrizes.min)
    .max(L.boxPrizes.max)
    .test('weights', t.invalid.weightsZero, (prizes) => readablePrizes({ prizes: (prizes ?? []) as BoxPrizesForm['prizes'] }).some((p) => p.weight > 0)),
});

export const boxPrizesValue = (form: BoxPrizesForm): BoxPrize[] =>
  form.prizes.map((p) => ({ name: p.name.trim(), points: figureValue(p.points, prizePoints), weight: figureValue(p.weight, prizeWeight) }));
