import { Type, type Static } from '@sinclair/typebox';
import { ADDRESS_MAX, BANK_ACCOUNT_HOLDER_MAX, BANK_ACCOUNT_NUMBER_MAX, BANK_NAME_MAX, NICKNAME_MAX, PHONE_NUMBER_MAX } from '../validation.js';
import { PUBLIC_ID_OFFSET } from '../players.js';
import { BalanceVersion, Nullable } from './common.js';

export const ROLES = ['PLAYER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export { PUBLIC_ID_OFFSET };

export const VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Where the player's identity verification (KYC) stands: the latest request and its review. */
export const VerificationState = Type.Object({
  status: Type.Union(VERIFICATION_STATUSES.map((s) => Type.Literal(s))),
  /** Why it was rejected; null otherwise. */
  reason: Nullable(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type VerificationState = Static<typeof VerificationState>;

/**
 * A player as the app sees them (spec section 3). `balance` is in points. `frontID`/`backID` are
 * short-lived signed URLs of the ID photos (private files), freshly signed in every response.
 */
export const Player = Type.Object({
  id: Type.Integer(),
  incId: Type.Integer({ description: 'Public numeric player ID' }),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  address: Nullable(Type.String()),
  balance: Type.Number({ description: 'Points, at most 4 decimals' }),
  balanceVersion: BalanceVersion,
  bankName: Nullable(Type.String()),
  bankAccountNumber: Nullable(Type.String()),
  bankAccountHolder: Nullable(Type.String()),
  frontID: Nullable(Type.String({ description: 'Signed URL, valid for a short time' })),
  backID: Nullable(Type.String({ description: 'Signed URL, valid for a short time' })),
  /** Absent in responses of older servers; null when the player never asked to be verified. */
  verification: Type.Optional(Nullable(VerificationState)),
  refId: Type.String({ description: 'Referral code' }),
  isUnlockMulti: Type.Boolean({ description: 'VIP: may view referral levels F2-F7' }),
  isAgent: Type.Boolean({ description: 'Agent: earns commissions on the downline' }),
  role: Type.Union(ROLES.map((r) => Type.Literal(r))),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Player = Static<typeof Player>;

/**
 * PATCH /v1/players/{id}: profile fields (no rules; empty clears), and/or the bank account, whose
 * three fields go together and are each required when any is sent. Nothing else is writable.
 */
export const PlayerUpdateBody = Type.Object(
  {
    nickname: Type.Optional(Type.String({ maxLength: NICKNAME_MAX })),
    phoneNumber: Type.Optional(Type.String({ maxLength: PHONE_NUMBER_MAX })),
    address: Type.Optional(Type.String({ maxLength: ADDRESS_MAX })),
    bankName: Type.Optional(Type.String({ maxLength: BANK_NAME_MAX })),
    bankAccountNumber: Type.Optional(Type.String({ maxLength: BANK_ACCOUNT_NUMBER_MAX })),
    bankAccountHolder: Type.Optional(Type.String({ maxLength: BANK_ACCOUNT_HOLDER_MAX })),
  },
  { additionalProperties: false },
);
export type PlayerUpdateBody = Static<typeof PlayerUpdateBody>;

/** PATCH /v1/players/{id}/upload: a verification request with the `fileUrl`s of two uploaded photos. */
export const VerificationBody = Type.Object(
  {
    frontID: Type.String({ maxLength: 512 }),
    backID: Type.String({ maxLength: 512 }),
  },
  { additionalProperties: false },
);
export type VerificationBody = Static<typeof VerificationBody>;
