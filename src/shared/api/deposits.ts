import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_BALANCE_MAX } from '../money.js';
import { Cursor, CursorQuery, Id, NextCursor, Nullable, PageInfo, PageQuery } from './common.js';

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

const TIME_DESCRIPTION = 'A Vietnam day (YYYY-MM-DD: the whole day, UTC+7) or an instant (ISO 8601 with its offset)';

/**
 * The filters of GET /v1/admin/deposits and its CSV (issue 50); all optional, combined with "and".
 * `player`: the public ID the app shows (100002) or a username; `operator`: who recorded it (a
 * username, case ignored); amounts in points, both bounds inclusive.
 */
const adminDepositFilters = {
  player: Type.Optional(Type.String({ maxLength: 64, description: 'The public ID (100002) or the username, case ignored' })),
  playerId: Type.Optional(Id({ description: 'The internal player id' })),
  operator: Type.Optional(Type.String({ maxLength: 64, description: 'Who recorded it: an operator username, case ignored' })),
  status: Type.Optional(Type.Union(DEPOSIT_STATUSES.map((s) => Type.Literal(s)))),
  from: Type.Optional(Type.String({ maxLength: 40, description: `From (inclusive): ${TIME_DESCRIPTION}` })),
  to: Type.Optional(Type.String({ maxLength: 40, description: `To (inclusive; a day counts whole): ${TIME_DESCRIPTION}` })),
  minAmount: Type.Optional(Type.Number({ minimum: 0, maximum: DEFAULT_BALANCE_MAX, description: 'Points, at least' })),
  maxAmount: Type.Optional(Type.Number({ minimum: 0, maximum: DEFAULT_BALANCE_MAX, description: 'Points, at most' })),
};

export const AdminDepositsExportQuery = Type.Object(adminDepositFilters, { additionalProperties: false });
export type AdminDepositsExportQuery = Static<typeof AdminDepositsExportQuery>;

export const AdminDepositsQuery = Type.Object({ ...adminDepositFilters, ...PageQuery.properties, ...CursorQuery }, { additionalProperties: false });
export type AdminDepositsQuery = Static<typeof AdminDepositsQuery>;

/**
 * A deposit as operators see it: whose, who recorded it (null: the command line, or an operator
 * since removed), and the player's ledger row it made (null for FAILED: nothing moved).
 */
export const AdminDepositEntry = Type.Composite([
  Deposit,
  Type.Object({
    player: Type.Object({ id: Type.Integer(), incId: Type.Integer(), username: Type.String() }),
    operator: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
    ledger: Nullable(Type.Object({ id: Type.Integer({ description: "The player's DEPOSIT ledger row" }), balanceAfter: Type.Number({ description: "The player's balance right after it (points)" }) })),
  }),
]);
export type AdminDepositEntry = Static<typeof AdminDepositEntry>;

export const AdminDepositsResponse = Type.Object({ results: Type.Array(AdminDepositEntry), ...PageInfo, ...NextCursor });
export type AdminDepositsResponse = Static<typeof AdminDepositsResponse>;
