import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Id, NextCursor, Nullable } from './common.js';

export const DEPOSIT_STATUSES = ['SUCCESS', 'FAILED'] as const;

/** A deposit credited (SUCCESS) or recorded without credit (FAILED) by an operator. Amount in points. */
export const Deposit = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  amount: Type.Number(),
  status: Type.Union(DEPOSIT_STATUSES.map((s) => Type.Literal(s))),
  note: Nullable(Type.String()),
});
export type Deposit = Static<typeof Deposit>;

/** GET /v1/deposits: every deposit (no query, as the spec calls it), or a page of `limit` from `cursor` (issue 30). */
export const DepositsQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type DepositsQuery = Static<typeof DepositsQuery>;

/**
 * GET /v1/deposits (spec section 3), newest first. totalDeposits and totalDepositAmount both count
 * SUCCESS deposits only, over them all; a page read by cursor leaves them out (the first page had them).
 */
export const DepositsResponse = Type.Object({
  deposits: Type.Array(Deposit),
  totalDeposits: Type.Optional(Type.Integer()),
  totalDepositAmount: Type.Optional(Type.Number()),
  ...NextCursor,
});
export type DepositsResponse = Static<typeof DepositsResponse>;

/** POST /v1/admin/deposits (ADMIN). Header `Idempotency-Key` optional. */
export const AdminDepositBody = Type.Object(
  {
    playerId: Id({ description: 'Internal player id (not the public incId)' }),
    amount: Type.Number({ description: 'Points, more than 0, at most 4 decimals' }),
    note: Type.Optional(Type.String({ maxLength: 500 })),
    status: Type.Optional(Type.Union(DEPOSIT_STATUSES.map((s) => Type.Literal(s)), { default: 'SUCCESS' })),
  },
  { additionalProperties: false },
);
export type AdminDepositBody = Static<typeof AdminDepositBody>;

export const AdminDepositResponse = Type.Object({ deposit: Deposit, balance: Type.Number() });
export type AdminDepositResponse = Static<typeof AdminDepositResponse>;
