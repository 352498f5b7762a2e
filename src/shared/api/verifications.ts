import { Type, type Static } from '@sinclair/typebox';
import { MultilineText, Nullable, PageInfo, PageQuery } from './common.js';
import { VERIFICATION_STATUSES } from './players.js';

const StatusSchema = Type.Union(VERIFICATION_STATUSES.map((s) => Type.Literal(s)));

/** A verification (KYC) request as operators review it; the photos are short-lived signed URLs. */
export const AdminVerification = Type.Object({
  id: Type.Integer(),
  player: Type.Object({ id: Type.Integer(), incId: Type.Integer(), username: Type.String() }),
  status: StatusSchema,
  reason: Nullable(Type.String()),
  frontID: Type.String(),
  backID: Type.String(),
  bankAccountHolder: { ...Nullable(Type.String()), description: "The name on the player's linked bank account, to compare with the ID photos; null when none is linked" },
  createdAt: Type.String({ format: 'date-time' }),
  reviewedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type AdminVerification = Static<typeof AdminVerification>;

export const AdminVerificationsQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(StatusSchema) })], {
  additionalProperties: false,
});
export type AdminVerificationsQuery = Static<typeof AdminVerificationsQuery>;

export const AdminVerificationsResponse = Type.Object({ results: Type.Array(AdminVerification), ...PageInfo });
export type AdminVerificationsResponse = Static<typeof AdminVerificationsResponse>;

/** GET /v1/admin/verifications/export.csv: the whole list (streamed), optionally by status. */
export const AdminVerificationsExportQuery = Type.Object({ status: Type.Optional(StatusSchema) }, { additionalProperties: false });
export type AdminVerificationsExportQuery = Static<typeof AdminVerificationsExportQuery>;

/** POST /v1/admin/verifications/{id}/reject: the reason the player sees. */
export const VerificationRejectBody = Type.Object({ reason: MultilineText({ maxLength: 500 }) }, { additionalProperties: false });
export type VerificationRejectBody = Static<typeof VerificationRejectBody>;
