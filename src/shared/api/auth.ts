import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX, USERNAME_MAX } from '../validation.js';
import { Player } from './players.js';

const Username = Type.String({ maxLength: USERNAME_MAX });
const Password = Type.String({ maxLength: PASSWORD_MAX });

export const RegisterBody = Type.Object(
  {
    username: Username,
    password: Password,
    passwordConfirm: Password,
    ref: Type.Optional(Type.String({ maxLength: 16, description: 'Referral code of the inviter' })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * Operators who enrolled a second factor add `totp` (6 digits) or one of their `recoveryCode`s;
 * without either, login answers 401 with code TOTP_REQUIRED. Players never need them.
 */
export const LoginBody = Type.Object(
  {
    username: Username,
    password: Password,
    totp: Type.Optional(Type.String({ maxLength: 16, description: 'Operators: the authenticator app code' })),
    recoveryCode: Type.Optional(Type.String({ maxLength: 32, description: 'Operators: a single-use recovery code' })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const ChangePasswordBody = Type.Object(
  { oldPassword: Password, newPassword: Password },
  { additionalProperties: false },
);
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ maxLength: 2048 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;

/**
 * Sign-out ends the sign-in the tokens descend from: the refresh token's when one is sent, else the
 * bearer access token's. `{}` with the bearer header is enough.
 */
export const LogoutBody = Type.Object(
  { refreshToken: Type.Optional(Type.String({ maxLength: 2048 })) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBody>;

const Token = Type.Object({
  token: Type.String(),
  expires: Type.String({ format: 'date-time' }),
});

export const Tokens = Type.Object({ access: Token, refresh: Token });
export type Tokens = Static<typeof Tokens>;

/** `mustChangePassword`: signed in with a temporary password an operator set; change it first. */
export const AuthResponse = Type.Object({ player: Player, tokens: Tokens, mustChangePassword: Type.Optional(Type.Boolean()) });
export type AuthResponse = Static<typeof AuthResponse>;

export const TokensResponse = Type.Object({ tokens: Tokens });
export type TokensResponse = Static<typeof TokensResponse>;
