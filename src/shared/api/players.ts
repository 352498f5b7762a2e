import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.js';

export const ROLES = ['PLAYER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** The public player ID is the internal id plus this offset, so that it reads as six digits. */
export const PUBLIC_ID_OFFSET = 100_000;

/** A player as the app sees them (spec section 3). `balance` is in points. */
export const Player = Type.Object({
  id: Type.Integer(),
  incId: Type.Integer({ description: 'Public numeric player ID' }),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  address: Nullable(Type.String()),
  balance: Type.Number({ description: 'Points, at most 4 decimals' }),
  bankName: Nullable(Type.String()),
  bankAccountNumber: Nullable(Type.String()),
  bankAccountHolder: Nullable(Type.String()),
  frontID: Nullable(Type.String()),
  backID: Nullable(Type.String()),
  refId: Type.String({ description: 'Referral code' }),
  isUnlockMulti: Type.Boolean({ description: 'VIP: may view referral levels F2-F7' }),
  role: Type.Union(ROLES.map((r) => Type.Literal(r))),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Player = Static<typeof Player>;

export const PlayerUpdateBody = Type.Object(
  {
    nickname: Type.Optional(Type.String({ maxLength: 64 })),
    phoneNumber: Type.Optional(Type.String({ maxLength: 20 })),
    address: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PlayerUpdateBody = Static<typeof PlayerUpdateBody>;
