import { Type, type Static } from '@sinclair/typebox';
import { Bet } from './bets.js';
import { BalanceVersion, CursorPageQuery, CursorQuery, NextCursor, Nullable, PageInfo, PageNumber } from './common.js';
import { StakesResponse } from './growth.js';
import { LedgerEntry } from './ledger.js';
import { Player, VERIFICATION_STATUSES } from './players.js';
import { ZoneSchema } from './rounds.js';

// The operator console's players calls (issue 14), all under /v1/admin (ADMIN). `{id}` is the
// internal id; the app shows players by their public ID (incId = id + 100,000), which `q` finds.

/** GET /v1/admin/players: `q` matches the public ID, the start of a username, a phone or a bank account number exactly. */
export const AdminPlayersQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 64, description: 'Public ID (e.g. 100002), username (prefix), phone or bank account number' })),
    page: Type.Optional(PageNumber),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    ...CursorQuery,
  },
  { additionalProperties: false },
);
export type AdminPlayersQuery = Static<typeof AdminPlayersQuery>;

/** One row of the players list. `balance` in points. */
export const AdminPlayerSummary = Type.Object({
  id: Type.Integer(),
  incId: Type.Integer({ description: 'Public numeric player ID' }),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  bankAccountNumber: Nullable(Type.String()),
  balance: Type.Number(),
  locked: Type.Boolean(),
  verificationStatus: Nullable(Type.Union(VERIFICATION_STATUSES.map((s) => Type.Literal(s)))),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminPlayerSummary = Static<typeof AdminPlayerSummary>;

/** `moreResults`: a search found more than `totalResults` (counting stops at 1,000: type more to narrow it). */
export const AdminPlayersResponse = Type.Object({ results: Type.Array(AdminPlayerSummary), ...PageInfo, moreResults: Type.Optional(Type.Boolean()), ...NextCursor });
export type AdminPlayersResponse = Static<typeof AdminPlayersResponse>;

const PlayerRef = Type.Object({ id: Type.Integer(), incId: Type.Integer(), username: Type.String() });

/** GET /v1/admin/players/{id}: the profile (with signed ID photo URLs), account state and referral counts. */
export const AdminPlayerDetail = Type.Object({
  player: Player,
  locked: Type.Boolean(),
  mustChangePassword: Type.Boolean({ description: 'A temporary password is in use' }),
  /** Who invited the player (F1 upline); null when nobody did. */
  upline: Nullable(PlayerRef),
  /** Players in the downline at each level 1..7 (F1..F7), and their sum. */
  downline: Type.Object({ levels: Type.Array(Type.Integer(), { minItems: 7, maxItems: 7 }), total: Type.Integer() }),
});
export type AdminPlayerDetail = Static<typeof AdminPlayerDetail>;

/** POST /v1/admin/players/{id}/lock and /unlock: the state after. */
export const AdminPlayerLockResponse = Type.Object({ id: Type.Integer(), locked: Type.Boolean() });
export type AdminPlayerLockResponse = Static<typeof AdminPlayerLockResponse>;

/** POST /v1/admin/players/{id}/temporary-password: shown once; the player must change it at the next sign-in. */
export const TemporaryPasswordResponse = Type.Object({ temporaryPassword: Type.String() });
export type TemporaryPasswordResponse = Static<typeof TemporaryPasswordResponse>;

/** POST /v1/admin/players/{id}/adjustments (header `Idempotency-Key` optional). */
export const AdjustmentBody = Type.Object(
  {
    amount: Type.Number({ description: 'Points, positive (credit) or negative (debit), not 0, at most 4 decimals' }),
    reason: Type.String({ maxLength: 500, description: 'Why: required, kept in the ledger and the audit log' }),
  },
  { additionalProperties: false },
);
export type AdjustmentBody = Static<typeof AdjustmentBody>;

export const AdjustmentResponse = Type.Object({ balance: Type.Number(), balanceVersion: BalanceVersion });
export type AdjustmentResponse = Static<typeof AdjustmentResponse>;

/** GET /v1/admin/players/export.csv: every player the search finds (no paging), newest first. */
export const AdminPlayersExportQuery = Type.Object({ q: AdminPlayersQuery.properties.q }, { additionalProperties: false });
export type AdminPlayersExportQuery = Static<typeof AdminPlayersExportQuery>;

/** GET /v1/admin/players/{id}/ledger. */
export const AdminPlayerLedgerQuery = Type.Composite([CursorPageQuery], { additionalProperties: false });
export type AdminPlayerLedgerQuery = Static<typeof AdminPlayerLedgerQuery>;

/**
 * GET /v1/admin/players/{id}/ledger: a page of the player's ledger, newest first. Each row's
 * `balanceAfter` is the running balance: the player's balance right after that row (the ledger
 * stores it with the row, so a page never needs the rows before it).
 */
export const AdminPlayerLedgerResponse = Type.Object({ results: Type.Array(LedgerEntry), ...PageInfo, ...NextCursor });
export type AdminPlayerLedgerResponse = Static<typeof AdminPlayerLedgerResponse>;

/** GET /v1/admin/players/{id}/bets and its export: optionally one zone. */
export const AdminPlayerBetsQuery = Type.Composite([CursorPageQuery, Type.Object({ zone: Type.Optional(ZoneSchema) })], { additionalProperties: false });
export type AdminPlayerBetsQuery = Static<typeof AdminPlayerBetsQuery>;

/** A player's bet with its round (`session`) and the round's result digits (null until settled). */
export const AdminPlayerBet = Type.Composite([Bet, Type.Object({ roundResult: Nullable(Type.String()) })]);
export type AdminPlayerBet = Static<typeof AdminPlayerBet>;

export const AdminPlayerBetsResponse = Type.Object({ results: Type.Array(AdminPlayerBet), ...PageInfo, ...NextCursor });
export type AdminPlayerBetsResponse = Static<typeof AdminPlayerBetsResponse>;

/** GET /v1/admin/players/{id}/stakes: every stake of the player, newest first (a player holds few). */
export const AdminPlayerStakesResponse = StakesResponse;
export type AdminPlayerStakesResponse = Static<typeof AdminPlayerStakesResponse>;

/** GET /v1/admin/players/{id}/bets/export.csv: every bet (of one zone, if given), newest first. */
export const AdminPlayerBetsExportQuery = Type.Object({ zone: Type.Optional(ZoneSchema) }, { additionalProperties: false });
export type AdminPlayerBetsExportQuery = Static<typeof AdminPlayerBetsExportQuery>;

// The operator's own second factor (TOTP, RFC 6238).

/** POST /v1/admin/totp/enrol: a pending secret, as an otpauth:// URI (for a QR code) and as text. */
export const TotpEnrolResponse = Type.Object({ uri: Type.String(), secret: Type.String({ description: 'Base32' }) });
export type TotpEnrolResponse = Static<typeof TotpEnrolResponse>;

export const TotpConfirmBody = Type.Object({ code: Type.String({ maxLength: 16 }) }, { additionalProperties: false });
export type TotpConfirmBody = Static<typeof TotpConfirmBody>;

/** The 10 single-use recovery codes, shown this once (stored hashed). */
export const TotpConfirmResponse = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type TotpConfirmResponse = Static<typeof TotpConfirmResponse>;
