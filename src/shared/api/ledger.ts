import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageInfo, PageQuery } from './common.js';

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

export const LedgerQuery = Type.Composite([PageQuery], { additionalProperties: false });
export type LedgerQuery = Static<typeof LedgerQuery>;

/** GET /v1/ledger: the caller's own rows, newest first. */
export const LedgerResponse = Type.Object({ results: Type.Array(LedgerEntry), ...PageInfo });
export type LedgerResponse = Static<typeof LedgerResponse>;
