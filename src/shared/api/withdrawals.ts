import { Type, type Static } from '@sinclair/typebox';
import { BalanceVersion, Cursor, CursorQuery, Id, MultilineText, NextCursor, Nullable, PageInfo, PageQuery } from './common.js';

/** CANCELLED: the player took it back while it was PENDING (issue 50); its points came back like a rejection's. */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
const WithdrawalStatusSchema = Type.Union(WITHDRAWAL_STATUSES.map((s) => Type.Literal(s)));

/**
 * A conversion of points to VND (spec section 3, decisions section 4). Amounts in points; the fee
 * and the net VND were fixed when it was requested. `note` is the operator's (a rejection's reason).
 */
export const Withdrawal = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  amount: Type.Number({ description: 'Points held from the balance' }),
  fee: Type.Number({ description: 'Points kept as the fee' }),
  feePercent: Type.Number({ description: 'Fee rate applied, in percent' }),
  netVnd: Type.Integer({ description: 'VND paid out: (amount - fee) x 1000, rounded down' }),
  status: WithdrawalStatusSchema,
  note: Nullable(Type.String()),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** GET /v1/withdrawals: optionally the ones created in [from, to]; all of them, or a page of `limit` from `cursor` (issue 30). Newest first. */
export const WithdrawalsQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ format: 'date-time' })),
    to: Type.Optional(Type.String({ format: 'date-time' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type WithdrawalsQuery = Static<typeof WithdrawalsQuery>;

/**
 * Spec section 3. `totalWithdrawals` counts the orders (of the range) and `totalWithdrawalAmount` sums
 * their points, both leaving out REJECTED and CANCELLED ones (refunded), so that count and total agree; a page read
 * by cursor leaves them out (the first page had them).
 */
export const WithdrawalsResponse = Type.Object({
  withdrawals: Type.Array(Withdrawal),
  totalWithdrawals: Type.Optional(Type.Integer()),
  totalWithdrawalAmount: Type.Optional(Type.Number()),
  ...NextCursor,
});
export type WithdrawalsResponse = Static<typeof WithdrawalsResponse>;

/** POST /v1/withdrawals. Header `Idempotency-Key` optional. */
export const CreateWithdrawalBody = Type.Object(
  { amount: Type.Number({ description: 'Points, at least 50, at most 4 decimals, at most the balance' }) },
  { additionalProperties: false },
);
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>;

export const CreateWithdrawalResponse = Type.Object({ withdrawal: Withdrawal, balance: Type.Number(), balanceVersion: BalanceVersion });
export type CreateWithdrawalResponse = Static<typeof CreateWithdrawalResponse>;

/** POST /v1/withdrawals/{id}/cancel: the player's own PENDING withdrawal, its points back. Header `Idempotency-Key` optional. */
export const CancelWithdrawalParams = Type.Object({ id: Id() });
export type CancelWithdrawalParams = Static<typeof CancelWithdrawalParams>;

export const CancelWithdrawalResponse = CreateWithdrawalResponse;
export type CancelWithdrawalResponse = CreateWithdrawalResponse;

/** GET /v1/withdrawals/rules: what the app needs to show the fee and net before the player confirms. */
export const WithdrawalRules = Type.Object({
  minAmount: Type.Number(),
  vndPerPoint: Type.Integer(),
  feeTiers: Type.Array(
    Type.Object({
      below: Nullable(Type.Number({ description: 'Amounts strictly below this many points; null: all larger ones' })),
      bps: Type.Integer({ description: 'Fee in basis points (1500 = 15%)' }),
    }),
  ),
});
export type WithdrawalRules = Static<typeof WithdrawalRules>;

/** POST /v1/admin/withdrawals/{id}/approve: an optional note. */
export const ApproveBody = Type.Object({ note: Type.Optional(MultilineText({ maxLength: 500 })) }, { additionalProperties: false });
export type ApproveBody = Static<typeof ApproveBody>;

/** .../reject: the reason, shown to the player. */
export const RejectBody = Type.Object({ note: MultilineText({ maxLength: 500 }) }, { additionalProperties: false });
export type RejectBody = Static<typeof RejectBody>;

/** A withdrawal as operators see it: who, and where the money goes. */
export const AdminWithdrawal = Type.Composite([
  Withdrawal,
  Type.Object({
    player: Type.Object({ id: Type.Integer(), incId: Type.Integer(), username: Type.String() }),
    bankName: Type.String(),
    bankAccountNumber: Type.String(),
    bankAccountHolder: Type.String(),
  }),
]);
export type AdminWithdrawal = Static<typeof AdminWithdrawal>;

export const AdminWithdrawalsQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(WithdrawalStatusSchema), ...CursorQuery })], {
  additionalProperties: false,
});
export type AdminWithdrawalsQuery = Static<typeof AdminWithdrawalsQuery>;

export const AdminWithdrawalsResponse = Type.Object({ results: Type.Array(AdminWithdrawal), ...PageInfo, ...NextCursor });
export type AdminWithdrawalsResponse = Static<typeof AdminWithdrawalsResponse>;

/** What a decision answers: the withdrawal, and the player's balance after it (points). */
export const DecisionResponse = Type.Object({ withdrawal: AdminWithdrawal, balance: Type.Number() });
export type DecisionResponse = Static<typeof DecisionResponse>;

/** Most withdrawals one bulk approval takes. */
export const BULK_APPROVE_MAX = 50;

/** POST /v1/admin/withdrawals/bulk-approve: several pending withdrawals, one optional note for all. */
export const BulkApproveBody = Type.Object(
  {
    ids: Type.Array(Id(), { minItems: 1, maxItems: BULK_APPROVE_MAX, uniqueItems: true }),
    note: Type.Optional(MultilineText({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type BulkApproveBody = Static<typeof BulkApproveBody>;

/** Header of a bulk approval: each withdrawal is decided under `<key>:<id>`, so the key is a little shorter. */
export const BulkApproveHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ maxLength: 100, description: 'A retry with the same key answers the first outcome of each withdrawal' })),
});
export type BulkApproveHeaders = Static<typeof BulkApproveHeaders>;

/**
 * What became of one withdrawal of a bulk approval: APPROVED by this call, DECIDED_ELSEWHERE
 * (another operator decided it meanwhile: left as they decided), or NOT_FOUND.
 */
export const BULK_OUTCOMES = ['APPROVED', 'DECIDED_ELSEWHERE', 'NOT_FOUND'] as const;

export const BulkApproveResult = Type.Object({
  id: Type.Integer(),
  outcome: Type.Union(BULK_OUTCOMES.map((o) => Type.Literal(o))),
  withdrawal: { ...Nullable(AdminWithdrawal), description: 'As it stands now; null when not found' },
});
export type BulkApproveResult = Static<typeof BulkApproveResult>;

/** Oldest first, one result per id. */
export const BulkApproveResponse = Type.Object({ results: Type.Array(BulkApproveResult) });
export type BulkApproveResponse = Static<typeof BulkApproveResponse>;

/** GET /v1/admin/withdrawals/export.csv: the queue as the screen lists it, with its filter. */
export const AdminWithdrawalsExportQuery = Type.Object({ status: Type.Optional(WithdrawalStatusSchema) }, { additionalProperties: false });
export type AdminWithdrawalsExportQuery = Static<typeof AdminWithdrawalsExportQuery>;
