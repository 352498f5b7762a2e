import { Type, type Static } from '@sinclair/typebox';
import { GATES, ZONES } from '../game.js';
import { CursorPageQuery, HistoryPageInfo, Id, Nullable, PageInfo, PageNumber } from './common.js';

export const ZoneSchema = Type.Union(ZONES.map((z) => Type.Literal(z)));
export const GateSchema = Type.Union(GATES.map((g) => Type.Literal(g)));

/**
 * A round (the spec's "session"). Open: `result` and `seed` are null and `seedHash` commits to the
 * seed. Settled: `result` holds five digits and `seed` reveals the seed with SHA256(seed) == seedHash.
 */
export const Round = Type.Object({
  id: Type.Integer(),
  incId: Type.Integer({ description: 'floor(startTime / duration): the round number' }),
  zone: ZoneSchema,
  startTime: Type.String({ format: 'date-time' }),
  endTime: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('SETTLED')]),
  seedHash: Type.String(),
  seed: Nullable(Type.String()),
  result: Nullable(Type.String()),
  payoutBps: Type.Integer({ description: 'Fixed when the round opened: a winning bet pays floor(amount x payoutBps / 10,000)' }),
});
export type Round = Static<typeof Round>;

export const SessionsQuery = Type.Object(
  {
    zone: Type.Optional(ZoneSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 20 })),
    page: Type.Optional(PageNumber),
  },
  { additionalProperties: false },
);
export type SessionsQuery = Static<typeof SessionsQuery>;

/** GET /v1/sessions: settled rounds, newest first. */
export const SessionsResponse = Type.Object({ results: Type.Array(Round), ...PageInfo });
export type SessionsResponse = Static<typeof SessionsResponse>;

/** GET /v1/sessions/{zone}/{incId}: one settled round, by level and round number (public, for the verifier). */
export const RoundParams = Type.Object({ zone: ZoneSchema, incId: Id({ description: 'The round number' }) });
export type RoundParams = Static<typeof RoundParams>;

/** A bet as shown inside a round's detail. Amounts in points; `winnings` 0 until won. */
export const RoundBet = Type.Object({
  id: Type.Integer(),
  gate: GateSchema,
  amount: Type.Number(),
  winnings: Type.Number(),
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('WON'), Type.Literal('LOST')]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type RoundBet = Static<typeof RoundBet>;

/** GET /v1/sessions/{id}/stats: the round with the caller's bets in it. */
export const RoundStats = Type.Composite([
  Round,
  Type.Object({ totalBet: Type.Number(), totalWinnings: Type.Number(), bets: Type.Array(RoundBet) }),
]);
export type RoundStats = Static<typeof RoundStats>;

export const ParticipationQuery = Type.Composite([CursorPageQuery, Type.Object({ zone: Type.Optional(ZoneSchema) })], {
  additionalProperties: false,
});
export type ParticipationQuery = Static<typeof ParticipationQuery>;

/** One round the caller bet in. */
export const Participation = Type.Object({
  session: Type.Object({ id: Type.Integer(), zone: ZoneSchema, incId: Type.Integer() }),
  totalBet: Type.Number(),
  totalWinnings: Type.Number(),
  settled: Type.Boolean(),
  endTime: Type.String({ format: 'date-time' }),
});
export type Participation = Static<typeof Participation>;

/**
 * GET /v1/sessions/stats: the caller's participation history, the round joined last first (in the
 * order of the caller's first bet in each round, which a later bet in it does not move); the counts
 * and totalWinnings (over all of it) come with a page read by number, not with one read by cursor.
 */
export const ParticipationResponse = Type.Object({
  results: Type.Array(Participation),
  ...HistoryPageInfo,
  totalWinnings: Type.Optional(Type.Number()),
});
export type ParticipationResponse = Static<typeof ParticipationResponse>;

/** GET /v1/fairness: what anyone needs to verify every result. */
export const FairnessResponse = Type.Object({
  salt: Type.String(),
  chains: Type.Array(
    Type.Object({
      zone: ZoneSchema,
      chainNo: Type.Integer(),
      firstIncId: Type.Integer({ description: 'incId of the round that uses h[1]' }),
      length: Type.Integer({ description: 'N: rounds firstIncId .. firstIncId + N - 1 use h[1] .. h[N]' }),
      terminatingHash: Type.String({ description: 'h[0], published before any of its rounds opened' }),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type FairnessResponse = Static<typeof FairnessResponse>;
