import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MultilineText, Nullable } from '../../../shared/api/common.js';
import { Popup, SupportChat } from '../../../shared/api/content.js';
import { defaultTermsText, isHttpsUrl, isSafeContentLink } from '../../../shared/content.js';
import { DEFAULT_BET_LOCK_SECONDS, DEFAULT_BET_MAX, BET_MIN, DEFAULT_PAYOUT_BPS } from '../../../shared/game.js';
import { DEFAULT_BALANCE_MAX, MAX_POINTS, pointsToUnits, UNITS_PER_POINT } from '../../../shared/money.js';
import { SETTING_LIMITS as L } from '../../../shared/settings.js';
import { textRuleCheck } from '../../lib/text-rule.js';
import { texts } from '../../../shared/texts.js';
import { DEFAULT_WITHDRAWAL_FEE_TIERS, type FeeTier, WITHDRAWAL_MIN_POINTS } from '../../../shared/withdrawals.js';

/** Points: at most 4 decimals (checked by `rules`), within the exact range. */
const Points = (description: string, minimum = 0.0001) => Type.Number({ minimum, maximum: MAX_POINTS, description });

/**
 * Every value an operator may change, with its schema, in one place. Environment variables are
 * for deployment (ports, URLs, secrets, round lengths); those that used to set these values
 * (PAYOUT_RATE, BET_MAX, BET_LOCK_SECONDS, WITHDRAWAL_FEE_TIERS) give only their initial value.
 */
export const SETTING_SCHEMAS = {
  payoutBps: Type.Integer({
    minimum: L.payoutBps.min,
    maximum: L.payoutBps.max,
    description: 'A winning bet pays floor(amount × payoutBps / 10,000), stake included: 19500 is 1.95. Above 1 and below 2 (each gate wins half of the rounds). Rounds take the rate in force when they open.',
  }),
  betMin: Points('Smallest bet, in points'),
  betMax: Points('Largest single bet, in points'),
  betLockSeconds: Type.Integer({ minimum: L.betLockSeconds.min, maximum: L.betLockSeconds.max, description: 'Bets are refused this many seconds before a round ends' }),
  withdrawalMin: Points('Smallest withdrawal, in points'),
  withdrawalFeeTiers: Type.Array(
    Type.Object(
      {
        below: Nullable(Type.Number({ exclusiveMinimum: 0, maximum: MAX_POINTS, description: 'Amounts strictly below this many points; null: every larger amount' })),
        bps: Type.Integer({ minimum: L.feeBps.min, maximum: L.feeBps.max, description: 'Fee in basis points: 1500 is 15%' }),
      },
      { additionalProperties: false },
    ),
    { minItems: L.feeTiers.min, maxItems: L.feeTiers.max, description: 'Withdrawal fee: the whole amount pays the rate of its tier' },
  ),
  balanceMax: Points('Largest balance a player may hold, in points', 1),
  stakingRateBps: Type.Integer({ minimum: L.stakingRateBps.min, maximum: L.stakingRateBps.max, description: 'Daily reward of a stake, in basis points of its amount (a rate of 0..1 written x10,000): 30 is 0.3% a day' }),
  stakingTermDays: Type.Integer({ minimum: L.stakingTermDays.min, maximum: L.stakingTermDays.max, description: 'Days a stake runs before its amount comes back' }),
  stakingMin: Points('Smallest stake, in points'),
  referralRatesBps: Type.Array(Type.Integer({ minimum: L.referralRateBps.min, maximum: L.referralRateBps.max }), {
    minItems: L.referralLevels,
    maxItems: L.referralLevels,
    description: 'Commission per referral level F1..F7 on the downline stakes of each settled round, basis points (a rate of 0..1 written x10,000)',
  }),
  vipPrice: Points('Price of VIP (referral levels F2-F7), in points'),
  agentPrice: Points('Price of the agent tier (earns commissions), in points'),
  boxPrice: Points('Price of a gift box, in points'),
  boxPrizes: Type.Array(
    Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: L.boxPrizeName.max }),
        points: Type.Number({ minimum: 0, maximum: MAX_POINTS }),
        weight: Type.Integer({ minimum: L.boxWeight.min, maximum: L.boxWeight.max }),
      },
      { additionalProperties: false },
    ),
    { minItems: L.boxPrizes.min, maxItems: L.boxPrizes.max, description: 'Gift box prizes: each is drawn with chance weight / total weight' },
  ),
  hotline: Nullable(Type.String({ maxLength: L.hotline.max, description: 'Support hotline shown in the app' })),
  chat: { ...SupportChat, description: "Support chat (CSKH): provider 'none' (the hotline dialog), 'script' (a widget loaded from an https scriptUrl, whose origin the page's CSP then allows) or 'link' (opens an https:// or tel: link)" },
  terms: MultilineText({ minLength: 1, maxLength: L.terms.max, description: "The terms dialog's text: plain text, a section title on its own line, items as '• ' lines, sections separated by a blank line" }),
  popup: { ...Nullable(Popup), description: 'The popup banner, shown once per version and dismissible; null for none. image and link: https:// or a path of the app' },
} satisfies Record<string, TSchema>;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValues = { [K in SettingKey]: Static<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/** What the environment may start some settings at (their initial value, until an operator sets one). */
export interface SettingSeeds {
  readonly payoutBps?: number;
  readonly betMax?: number;
  readonly betLockSeconds?: number;
  readonly withdrawalFeeTiers?: readonly FeeTier[];
}

export function settingDefaults(seeds: SettingSeeds = {}): SettingValues {
  return {
    payoutBps: seeds.payoutBps ?? DEFAULT_PAYOUT_BPS,
    betMin: BET_MIN,
    betMax: seeds.betMax ?? DEFAULT_BET_MAX,
    betLockSeconds: seeds.betLockSeconds ?? DEFAULT_BET_LOCK_SECONDS,
    withdrawalMin: WITHDRAWAL_MIN_POINTS,
    withdrawalFeeTiers: (seeds.withdrawalFeeTiers ?? DEFAULT_WITHDRAWAL_FEE_TIERS).map((t) => ({ ...t })),
    balanceMax: DEFAULT_BALANCE_MAX,
    stakingRateBps: 30,
    stakingTermDays: 30,
    stakingMin: WITHDRAWAL_MIN_POINTS,
    referralRatesBps: [100, 50, 30, 20, 10, 10, 10],
    vipPrice: 500,
    agentPrice: 1000,
    boxPrice: 100,
    // Expected value 90 points for a box of 100.
    boxPrizes: [
      { name: 'Chúc may mắn lần sau', points: 0, weight: 41 },
      { name: '50 điểm', points: 50, weight: 30 },
      { name: '100 điểm', points: 100, weight: 15 },
      { name: '200 điểm', points: 200, weight: 10 },
      { name: '1,000 điểm', points: 1000, weight: 4 },
    ],
    hotline: null,
    chat: { provider: 'none', scriptUrl: null, link: null },
    terms: defaultTermsText(),
    popup: null,
  };
}

const POINT_KEYS = ['betMin', 'betMax', 'withdrawalMin', 'balanceMax', 'stakingMin', 'vipPrice', 'agentPrice', 'boxPrice'] as const;

/** The text rule on each setting's own strings: its request can type the value only as unknown JSON. */
const TEXT_CHECKS = Object.fromEntries(SETTING_KEYS.map((key) => [key, textRuleCheck(SETTING_SCHEMAS[key])])) as Record<SettingKey, (value: unknown) => boolean>;

/** Why `value` does not fit `key`'s schema, in the operator's words; undefined when it fits. */
export function settingShapeProblem(key: SettingKey, value: unknown): string | undefined {
  if (!Value.Check(SETTING_SCHEMAS[key], value)) return texts.console.settingForms.problems.expected[key];
  return TEXT_CHECKS[key](value) ? undefined : texts.console.settingForms.problems.invalidCharacters;
}

/**
 * Rules a schema cannot say, over the values as they would stand after a change: the problem in
 * the operator's words, or undefined.
 */
export function settingsProblem(values: SettingValues): string | undefined {
  const p = texts.console.settingForms.problems;
  const name = (key: SettingKey) => texts.console.settingForms.keys[key].name;
  for (const key of POINT_KEYS) {
    if (pointsToUnits(values[key]) === undefined) return p.decimals(name(key));
  }
  if (values.betMin > values.betMax) return p.betMinOverMax;
  for (const key of ['betMax', 'withdrawalMin', 'stakingMin'] as const) {
    if (values[key] > values.balanceMax) return p.overBalanceMax(name(key));
  }
  // A bet's win is computed exactly (integers below 2^53) in the app and in SQL.
  if (values.betMax * UNITS_PER_POINT * values.payoutBps > Number.MAX_SAFE_INTEGER) return p.winTooLarge;
  if (values.boxPrizes.some((prize) => pointsToUnits(prize.points) === undefined)) return p.prizeDecimals;
  if (values.boxPrizes.reduce((sum, prize) => sum + prize.weight, 0) <= 0) return p.weightsZero;
  if (values.referralRatesBps.reduce((sum, r) => sum + r, 0) > L.referralRateBps.max) return p.referralSum;
  const content = contentProblem(values);
  if (content) return content;
  const tiers = values.withdrawalFeeTiers;
  if (tiers[tiers.length - 1]!.below !== null) return p.lastTierOpen;
  if (tiers.slice(0, -1).some((tier) => tier.below === null)) return p.onlyLastOpen;
  for (let i = 1; i < tiers.length - 1; i++) {
    if (tiers[i]!.below! <= tiers[i - 1]!.below!) return p.tiersRising;
  }
  return undefined;
}

/** A support link: https (Zalo, Messenger, Telegram all have https links), or a phone number to call. */
const isChatLink = (link: string) => isHttpsUrl(link) || /^tel:\+?[0-9][0-9 .-]{2,30}$/.test(link);

/** The content settings' rules: nothing the app opens or loads may be other than https (or the app's own paths). */
function contentProblem(values: SettingValues): string | undefined {
  const t = texts.content.settings;
  const { chat, popup } = values;
  // Checked whatever the provider: switching the provider later must not expose an unchecked URL.
  if (chat.provider === 'script' ? !chat.scriptUrl || !isHttpsUrl(chat.scriptUrl) : chat.scriptUrl !== null && !isHttpsUrl(chat.scriptUrl)) return t.chatScriptUrl;
  if (chat.provider === 'link' ? !chat.link || !isChatLink(chat.link) : chat.link !== null && !isChatLink(chat.link)) return t.chatLink;
  if (popup && [popup.image, popup.link].some((v) => v !== null && !isSafeContentLink(v))) return t.popupLink;
  return undefined;
}
