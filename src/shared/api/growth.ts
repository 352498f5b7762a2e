import { Type, type Static } from '@sinclair/typebox';
import { REFERRAL_LEVELS, REWARD_TYPES } from '../growth.js';
import { BalanceVersion, CursorPageQuery, HistoryPageInfo, PageInfo, PageQuery } from './common.js';
import { Player } from './players.js';

const Level = Type.Union(REFERRAL_LEVELS.map((l) => Type.Literal(l)));

/** A player of one's downline (spec section 3). */
export const ReferralItem = Type.Object({ id: Type.Integer(), createdAt: Type.String({ format: 'date-time' }), username: Type.String() });
export type ReferralItem = Static<typeof ReferralItem>;

/** GET /v1/players/{id}/list-refs: F2..F7 need VIP (isUnlockMulti). */
export const ListRefsQuery = Type.Composite([PageQuery, Type.Object({ childLevel: Type.Optional(Level) })], { additionalProperties: false });
export type ListRefsQuery = Static<typeof ListRefsQuery>;
export const ListRefsResponse = Type.Object({ items: Type.Array(ReferralItem), ...PageInfo });
export type ListRefsResponse = Static<typeof ListRefsResponse>;

/** GET /v1/players/{id}/referrals (ours): what /reference shows besides the code. Points. */
export const ReferralSummary = Type.Object({
  refId: Type.String(),
  commissionToday: Type.Number({ description: 'Commissions credited today (Vietnam time)' }),
  commissionTotal: Type.Number(),
  downline: Type.Object(Object.fromEntries(REFERRAL_LEVELS.map((l) => [l, Type.Integer()])) as Record<(typeof REFERRAL_LEVELS)[number], ReturnType<typeof Type.Integer>>),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

/** POST /v1/players/{id}/unlock (VIP) and /earn (agent): the player after it and the balance it left. */
export const UpgradeResponse = Type.Object({ player: Player, balance: Type.Number(), balanceVersion: BalanceVersion });
export type UpgradeResponse = Static<typeof UpgradeResponse>;

export const STAKE_STATUSES = ['ACTIVE', 'COMPLETED'] as const;

/** A stake ('Nạp điểm đầu tư'): its rate and term are fixed when it starts. Points. */
export const Stake = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  rateBps: Type.Integer({ description: 'Daily reward in basis points of the amount' }),
  termDays: Type.Integer(),
  dailyReward: Type.Number(),
  startedAt: Type.String({ format: 'date-time' }),
  maturesAt: Type.String({ format: 'date-time' }),
  rewardsPaid: Type.Number(),
  daysPaid: Type.Integer(),
  status: Type.Union(STAKE_STATUSES.map((s) => Type.Literal(s))),
});
export type Stake = Static<typeof Stake>;

export const CreateStakeBody = Type.Object({ amount: Type.Number({ description: 'Points: at least the minimum, at most the balance, 4 decimals' }) }, { additionalProperties: false });
export type CreateStakeBody = Static<typeof CreateStakeBody>;
export const CreateStakeResponse = Type.Object({ stake: Stake, balance: Type.Number(), balanceVersion: BalanceVersion });
export type CreateStakeResponse = Static<typeof CreateStakeResponse>;
export const StakesResponse = Type.Object({ results: Type.Array(Stake) });
export type StakesResponse = Static<typeof StakesResponse>;

/** A reward record (spec section 3): `price` is the value in points; `isActive` once credited. */
export const RewardRecord = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  price: Type.Number(),
  isActive: Type.Boolean(),
  note: Type.Union([Type.String(), Type.Null()]),
  reward: Type.Object({ name: Type.String() }),
});
export type RewardRecord = Static<typeof RewardRecord>;

export const GiftQuery = Type.Composite([CursorPageQuery, Type.Object({ type: Type.Union(REWARD_TYPES.map((t) => Type.Literal(t))) })], { additionalProperties: false });
export type GiftQuery = Static<typeof GiftQuery>;
/** GET /v1/gift: the caller's records of one type, newest first; `boxes` is how many unopened boxes they hold. */
export const GiftResponse = Type.Object({ results: Type.Array(RewardRecord), ...HistoryPageInfo, boxes: Type.Integer() });
export type GiftResponse = Static<typeof GiftResponse>;

/** POST /v1/players/buy-open: one box bought; how many unopened boxes the player holds now. */
export const BuyBoxResponse = Type.Object({ boxes: Type.Integer(), balance: Type.Number(), balanceVersion: BalanceVersion });
export type BuyBoxResponse = Static<typeof BuyBoxResponse>;

/** POST /v1/reward: one box opened, its prize credited. */
export const OpenBoxResponse = Type.Object({
  record: RewardRecord,
  prize: Type.Object({ name: Type.String(), points: Type.Number() }),
  boxes: Type.Integer(),
  balance: Type.Number(),
  balanceVersion: BalanceVersion,
});
export type OpenBoxResponse = Static<typeof OpenBoxResponse>;

/** The growth rules in force (GET /v1/system `growth`): what the screens show before anything is bought. */
export const GrowthRules = Type.Object({
  stakingRateBps: Type.Integer({ description: 'Daily reward, basis points of the amount' }),
  stakingTermDays: Type.Integer(),
  stakingMin: Type.Number(),
  referralRatesBps: Type.Array(Type.Integer(), { description: 'Commission on the stake per level F1..F7, basis points' }),
  vipPrice: Type.Number(),
  agentPrice: Type.Number(),
  boxPrice: Type.Number(),
  boxPrizes: Type.Array(Type.Object({ name: Type.String(), points: Type.Number(), weight: Type.Integer() })),
});
export type GrowthRules = Static<typeof GrowthRules>;
