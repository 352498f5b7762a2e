import * as yup from 'yup';
import { texts } from '../../../../shared/texts';
import { PASSWORD_MIN, USERNAME_MIN, USERNAME_PATTERN } from '../../../../shared/validation';

const v = texts.validation;

/** Login form rules (spec section 5). */
export const loginSchema = yup.object({
  username: yup.string().trim().required(v.usernameRequired),
  password: yup.string().required(v.passwordRequired),
});

/** A referral code's longest form, as the register call accepts it. */
export const REF_CODE_MAX = 16;

/** Register form rules (spec section 5); the server checks the same with the same messages. The referral code is optional. */
export const registerSchema = yup.object({
  username: yup.string().trim().required(v.usernameRequired).min(USERNAME_MIN, v.usernameMin).matches(USERNAME_PATTERN, v.usernameChars),
  password: yup.string().required(v.passwordRequired).min(PASSWORD_MIN, v.passwordMin),
  passwordConfirm: yup
    .string()
    .required(v.passwordConfirmRequired)
    .oneOf([yup.ref('password')], v.passwordMismatch),
  ref: yup.string().trim().max(REF_CODE_MAX),
});

/** The forced password change after a temporary password: the server checks the new one with the same messages. */
export const passwordChangeSchema = yup.object({
  oldPassword: yup.string().required(v.passwordRequired),
  newPassword: yup
    .string()
    .required(v.passwordRequired)
    .min(PASSWORD_MIN, v.passwordMin)
    .notOneOf([yup.ref('oldPassword')], texts.console.security.passwordChange.sameAsOld),
  confirmPassword: yup
    .string()
    .required(v.passwordConfirmRequired)
    .oneOf([yup.ref('newPassword')], v.passwordMismatch),
});
