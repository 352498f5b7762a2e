import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.js';

// The operators' dashboard (issue 14), under /v1/admin (ADMIN). Amounts in points; days are
// Vietnam calendar days (UTC+7), a round counting for the day it settled.

/** One Vietnam day: what its settled rounds took in stakes and paid out, and the house result (stakes - payouts). */
export const DashboardDay = Type.Object({
  day: Type.String({ format: 'date', description: 'Vietnam calendar day (UTC+7), YYYY-MM-DD' }),
  stakes: Type.Number(),
  payouts: Type.Number(),
  houseResult: Type.Number({ description: 'stakes - payouts (negative: the players won more than they staked)' }),
});
export type DashboardDay = Static<typeof DashboardDay>;

/** Who is connected now, on every instance. Operators are not counted. */
export const OnlineCount = Type.Object({
  players: Type.Integer({ minimum: 0, description: 'Players with at least one open socket (per instance, summed)' }),
  sockets: Type.Integer({ minimum: 0, description: 'Open sockets of players (tabs and devices)' }),
  instances: Type.Integer({ minimum: 1, description: 'Server instances counted' }),
  complete: Type.Boolean({ description: 'false when an instance did not answer in time (its sockets are missing)' }),
});
export type OnlineCount = Static<typeof OnlineCount>;

/** An operator's second factor locked after wrong codes. */
export const SecondFactorLockView = Type.Object({
  operatorId: Type.Integer(),
  username: Type.String(),
  lockedAt: Type.String({ format: 'date-time' }),
  lockedUntil: Nullable(Type.String({ format: 'date-time', description: 'null once a right code was given since' })),
});
export type SecondFactorLockView = Static<typeof SecondFactorLockView>;

/** GET /v1/admin/dashboard. */
export const DashboardResponse = Type.Object({
  generatedAt: Type.String({ format: 'date-time' }),
  /** Players (not operators): all of them, and those who registered today (Vietnam day). */
  players: Type.Object({ total: Type.Integer({ minimum: 0 }), newToday: Type.Integer({ minimum: 0 }) }),
  /** Active now: who holds a socket. */
  online: OnlineCount,
  /** Today so far (the last entry of `days`). */
  today: DashboardDay,
  /** The last 30 Vietnam days, oldest first, today last; a day without settled bets is all zeros. */
  days: Type.Array(DashboardDay, { minItems: 30, maxItems: 30 }),
  /** Waiting for an operator. */
  pending: Type.Object({ withdrawals: Type.Integer({ minimum: 0 }), verifications: Type.Integer({ minimum: 0 }) }),
  /**
   * Operators whose second factor was locked after wrong codes in the last 24 hours, the latest first
   * (issue 47): someone who knew their password tried to guess it.
   */
  secondFactorLocks: Type.Array(SecondFactorLockView, { maxItems: 50 }),
});
export type DashboardResponse = Static<typeof DashboardResponse>;
