import { Type, type Static } from '@sinclair/typebox';
import { CursorPageQuery, HistoryPageInfo, Nullable } from './common.js';
import { ZoneSchema } from './rounds.js';

/** One change of the caller's balance (decisions section 2). Points. */
export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  delta: Type.Number({ description: 'Signed change in points' }),
  kind: Type.String({ description: 'DEPOSIT, BET, WIN, WITHDRAW_HOLD, WITHDRAW_REFUND, ...' }),
  refType: Nullable(Type.String()),
  refId: Nullable(Type.String()),
  balanceAfter: Type.Number(),
  note: Nullable(Type.String()),
});
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerQuery = Type.Composite([CursorPageQuery], { additionalProperties: false });
export type LedgerQuery = Static<typeof LedgerQuery>;

/** A row of the caller's own ledger, with the round it came from: a bet's, a win's, a commission's (else null). */
export const PlayerLedgerEntry = Type.Composite([
  LedgerEntry,
  Type.Object({ round: Nullable(Type.Object({ id: Type.Integer(), zone: ZoneSchema, incId: Type.Integer() })) }),
]);
export type PlayerLedgerEntry = Static<typeof PlayerLedgerEntry>;

/** GET /v1/ledger: the caller's own rows, newest first. */
export const LedgerResponse = Type.Object({ results: Type.Array(PlayerLedgerEntry), ...HistoryPageInfo });
export type LedgerResponse = Static<typeof LedgerResponse>;
