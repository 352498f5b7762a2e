import { Type, type Static } from '@sinclair/typebox';
import { GATE_INPUTS } from '../game.js';
import { BalanceVersion, CursorPageQuery, HistoryPageInfo, Id } from './common.js';
import { RoundBet, ZoneSchema } from './rounds.js';

/** POST /v1/bets. `game` is a single space in the original app; kept for compatibility. Header `Idempotency-Key` optional. */
export const PlaceBetBody = Type.Object(
  {
    amount: Type.Number({ description: 'Points, at least 10, at most 4 decimals' }),
    zone: ZoneSchema,
    gate: Type.Union(GATE_INPUTS.map((g) => Type.Literal(g)), { description: 'TANG/GIAM are CAO/THAP' }),
    game: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export type PlaceBetBody = Static<typeof PlaceBetBody>;

/** A bet with its round. */
export const Bet = Type.Composite([
  RoundBet,
  Type.Object({ session: Type.Object({ id: Type.Integer(), zone: ZoneSchema, incId: Type.Integer() }) }),
]);
export type Bet = Static<typeof Bet>;

/** What POST /v1/bets answers: the bet and the balance right after it (points), with its version. */
export const PlaceBetResponse = Type.Object({ bet: Bet, balance: Type.Number(), balanceVersion: BalanceVersion });
export type PlaceBetResponse = Static<typeof PlaceBetResponse>;

export const BetsQuery = Type.Composite(
  [CursorPageQuery, Type.Object({ zone: Type.Optional(ZoneSchema), sessionId: Type.Optional(Id()) })],
  { additionalProperties: false },
);
export type BetsQuery = Static<typeof BetsQuery>;

/** GET /v1/bets: the caller's bets, newest first. */
export const BetsResponse = Type.Object({ results: Type.Array(Bet), ...HistoryPageInfo });
export type BetsResponse = Static<typeof BetsResponse>;
