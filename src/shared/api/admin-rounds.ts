import { Type, type Static } from '@sinclair/typebox';
import { CursorQuery, NextCursor, Nullable, PageInfo, PageNumber } from './common.js';
import { Round, ZoneSchema } from './rounds.js';

// The operator console's rounds audit (issue 14), under /v1/admin (ADMIN). Read only: no call edits a round.

/** GET /v1/admin/rounds and /v1/admin/rounds/export.csv: one zone's rounds (or every zone's), newest first. */
export const AdminRoundsQuery = Type.Object(
  {
    zone: Type.Optional(ZoneSchema),
    page: Type.Optional(PageNumber),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    ...CursorQuery,
  },
  { additionalProperties: false },
);
export type AdminRoundsQuery = Static<typeof AdminRoundsQuery>;

export const AdminRoundsExportQuery = Type.Object({ zone: Type.Optional(ZoneSchema) }, { additionalProperties: false });
export type AdminRoundsExportQuery = Static<typeof AdminRoundsExportQuery>;

/**
 * A round as the operator audits it: what players see (the seed and result only once settled; an
 * open round shows its commitment `seedHash` alone), with its chain and money. Amounts in points.
 */
export const AdminRound = Type.Composite([
  Round,
  Type.Object({
    chainNo: Type.Integer({ description: 'The hash chain whose link is the seed' }),
    betCount: Type.Integer(),
    totalBet: Type.Number({ description: 'Staked in the round (an open round: staked so far)' }),
    totalPayout: Nullable(Type.Number({ description: 'Paid to winners; null while open' })),
    houseResult: Nullable(Type.Number({ description: 'Staked minus paid: positive when the house won; null while open' })),
    settledAt: Nullable(Type.String({ format: 'date-time' })),
  }),
]);
export type AdminRound = Static<typeof AdminRound>;

export const AdminRoundsResponse = Type.Object({ results: Type.Array(AdminRound), ...PageInfo, ...NextCursor });
export type AdminRoundsResponse = Static<typeof AdminRoundsResponse>;
