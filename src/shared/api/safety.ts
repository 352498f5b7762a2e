import { Type, type Static } from '@sinclair/typebox';
import { LIMIT_PERIODS, PAUSE_DURATIONS, PAUSE_KINDS, REALITY_CHECK_MINUTES } from '../safety.js';
import { EpochMs, Nullable } from './common.js';

// Responsible play ('Chơi có trách nhiệm'), enforced by the server (decisions section 10).

export { LIMIT_PERIODS, PAUSE_DURATIONS, PAUSE_KINDS, REALITY_CHECK_MINUTES };
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type PauseKind = (typeof PAUSE_KINDS)[number];

/** One loss limit: net loss (stakes minus winnings, Vietnam-time period) allowed; null is none. Points. */
export const LossLimit = Type.Object({
  amount: Nullable(Type.Number()),
  /** A raise or removal waiting its 24 hours; null when none waits. */
  pending: Nullable(Type.Object({ amount: Nullable(Type.Number()), effectiveAt: Type.String({ format: 'date-time' }) })),
  /** Net loss so far in the current period (never below 0). */
  used: Type.Number(),
  /** When the current period ends (the limit starts again). */
  resetsAt: Type.String({ format: 'date-time' }),
});
export type LossLimit = Static<typeof LossLimit>;

/** GET /v1/players/{id}/safety (own). */
export const SafetyResponse = Type.Object({
  limits: Type.Object({ DAY: LossLimit, WEEK: LossLimit, MONTH: LossLimit }),
  realityCheckMinutes: Nullable(Type.Integer()),
  pause: Nullable(Type.Object({ kind: Type.Union(PAUSE_KINDS.map((k) => Type.Literal(k))), until: Type.String({ format: 'date-time' }) })),
});
export type SafetyResponse = Static<typeof SafetyResponse>;

/** PUT /v1/players/{id}/safety/limits: lowering applies at once; raising or removing (null) after 24 hours. */
export const SetLimitBody = Type.Object(
  { period: Type.Union(LIMIT_PERIODS.map((p) => Type.Literal(p))), amount: Nullable(Type.Number({ minimum: 1 })) },
  { additionalProperties: false },
);
export type SetLimitBody = Static<typeof SetLimitBody>;

/** PUT /v1/players/{id}/safety/reality-check: every N minutes of play, or null for never. */
export const SetRealityCheckBody = Type.Object(
  { minutes: Nullable(Type.Union(REALITY_CHECK_MINUTES.map((m) => Type.Literal(m)))) },
  { additionalProperties: false },
);
export type SetRealityCheckBody = Static<typeof SetRealityCheckBody>;

/** POST /v1/players/{id}/safety/pause: starts a cool-off or a self-exclusion; refused while one runs. */
export const PauseBody = Type.Object(
  {
    kind: Type.Union(PAUSE_KINDS.map((k) => Type.Literal(k))),
    duration: Type.Union([...PAUSE_DURATIONS.COOL_OFF, ...PAUSE_DURATIONS.EXCLUSION].map((d) => Type.Literal(d))),
  },
  { additionalProperties: false },
);
export type PauseBody = Static<typeof PauseBody>;

/** GET /v1/players/{id}/safety/result?since=epoch ms: the reality check's net result of bets settled since then. Points. */
export const SessionResultQuery = Type.Object({ since: EpochMs() }, { additionalProperties: false });
export type SessionResultQuery = Static<typeof SessionResultQuery>;
export const SessionResult = Type.Object({ stakes: Type.Number(), winnings: Type.Number(), net: Type.Number({ description: 'winnings minus stakes' }), bets: Type.Integer() });
export type SessionResult = Static<typeof SessionResult>;
