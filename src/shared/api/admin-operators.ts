import { Type, type Static } from '@sinclair/typebox';
import { USERNAME_MAX } from '../validation.js';
import { CursorPageQuery, NextCursor, Nullable, PageInfo } from './common.js';

// The operator accounts and the signed-in operator's own second factor (issue 14), under /v1/admin.
// An operator who has not turned TOTP on may call only /v1/admin/totp/*: every other /v1/admin call
// answers 403 TOTP_ENROLMENT_REQUIRED. Anyone with a temporary password (`mustChangePassword`) may
// only read their profile and change the password: other calls answer 403 PASSWORD_CHANGE_REQUIRED.

/** GET /v1/admin/totp: the caller's own second factor. */
export const TotpStatusResponse = Type.Object({
  enabled: Type.Boolean({ description: 'TOTP is on: sign-in needs a code' }),
  pending: Type.Boolean({ description: 'An enrolment was started and awaits its confirming code' }),
  recoveryCodesLeft: Type.Integer({ minimum: 0, description: 'Unused single-use recovery codes' }),
});
export type TotpStatusResponse = Static<typeof TotpStatusResponse>;

/** One operator account, as the operators screen lists it. */
export const AdminOperator = Type.Object({
  id: Type.Integer(),
  incId: Type.Integer({ description: 'Public numeric ID' }),
  username: Type.String(),
  totpEnabled: Type.Boolean(),
  mustChangePassword: Type.Boolean({ description: 'Still on the temporary password it was given' }),
  locked: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSignInAt: Nullable(Type.String({ format: 'date-time', description: 'Null when not known (never signed in since this was recorded)' })),
});
export type AdminOperator = Static<typeof AdminOperator>;

/** GET /v1/admin/operators: oldest first. */
export const AdminOperatorsQuery = Type.Composite([CursorPageQuery], { additionalProperties: false });
export type AdminOperatorsQuery = Static<typeof AdminOperatorsQuery>;

export const AdminOperatorsResponse = Type.Object({ results: Type.Array(AdminOperator), ...PageInfo, ...NextCursor });
export type AdminOperatorsResponse = Static<typeof AdminOperatorsResponse>;

/** POST /v1/admin/operators: a new operator with a generated one-time password. */
export const CreateOperatorBody = Type.Object({ username: Type.String({ maxLength: USERNAME_MAX }) }, { additionalProperties: false });
export type CreateOperatorBody = Static<typeof CreateOperatorBody>;

/** Shown this once: the new operator signs in with it, then must change it and turn TOTP on. */
export const CreateOperatorResponse = Type.Object({ operator: AdminOperator, temporaryPassword: Type.String() });
export type CreateOperatorResponse = Static<typeof CreateOperatorResponse>;

/** POST /v1/admin/operators/{id}/reset-totp: another operator's second factor turned off (lost phone). */
export const ResetOperatorTotpResponse = Type.Object({ operator: AdminOperator });
export type ResetOperatorTotpResponse = Static<typeof ResetOperatorTotpResponse>;
