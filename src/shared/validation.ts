import { texts } from './texts.js';

/** Limits both the app's forms and the server enforce, with the messages both show. */
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** Letters, digits, dot, underscore and dash: what a login name can hold without confusion. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const v = texts.validation;

export interface RegisterInput {
  readonly username: string;
  readonly password: string;
  readonly passwordConfirm: string;
}

/** The first problem with a registration, as the message both sides show; undefined when valid. */
export function registerProblem(input: RegisterInput): string | undefined {
  const username = input.username.trim();
  if (!username) return v.usernameRequired;
  if (username.length < USERNAME_MIN) return v.usernameMin;
  if (!USERNAME_PATTERN.test(username)) return v.usernameChars;
  if (!input.password) return v.passwordRequired;
  if (input.password.length < PASSWORD_MIN) return v.passwordMin;
  if (!input.passwordConfirm) return v.passwordConfirmRequired;
  if (input.passwordConfirm !== input.password) return v.passwordMismatch;
  return undefined;
}

/** The first problem with a login form; undefined when both fields are filled. */
export function loginProblem(input: { readonly username: string; readonly password: string }): string | undefined {
  if (!input.username.trim()) return v.usernameRequired;
  if (!input.password) return v.passwordRequired;
  return undefined;
}

/** The first problem with a new password (change-password); undefined when valid. */
export function newPasswordProblem(password: string): string | undefined {
  if (!password) return v.passwordRequired;
  if (password.length < PASSWORD_MIN) return v.passwordMin;
  return undefined;
}

/**
 * The message for a field the request schema found missing or malformed, so that the server's
 * schema refusals read the same as the app's own validation.
 */
export const fieldMessages: Readonly<Record<string, string>> = {
  username: v.usernameRequired,
  password: v.passwordRequired,
  passwordConfirm: v.passwordConfirmRequired,
  oldPassword: v.passwordRequired,
  newPassword: v.passwordRequired,
  frontID: texts.accountArea.verify.frontRequired,
  backID: texts.accountArea.verify.backRequired,
  note: texts.accountArea.withdraw.noteRequired,
  reason: texts.accountArea.withdraw.noteRequired,
};

/** Profile fields have no rules (spec section 5) beyond these lengths. */
export const NICKNAME_MAX = 64;
export const PHONE_NUMBER_MAX = 20;
export const ADDRESS_MAX = 200;

/** Bank account fields (spec section 5): each required; the number is digits only (ours). */
export const BANK_NAME_MAX = 100;
export const BANK_ACCOUNT_NUMBER_MAX = 32;
export const BANK_ACCOUNT_HOLDER_MAX = 100;
export const BANK_ACCOUNT_NUMBER_PATTERN = /^[0-9]+$/;

export interface BankInput {
  readonly bankName?: string | undefined;
  readonly bankAccountNumber?: string | undefined;
  readonly bankAccountHolder?: string | undefined;
}

/** The first problem with a bank account, as the message both sides show; undefined when valid. */
export function bankProblem(input: BankInput): string | undefined {
  const b = texts.accountArea.bank;
  if (!input.bankName?.trim()) return b.bankNameRequired;
  const number = input.bankAccountNumber?.trim() ?? '';
  if (!number) return b.accountNumberRequired;
  if (!BANK_ACCOUNT_NUMBER_PATTERN.test(number)) return b.accountNumberDigits;
  if (!input.bankAccountHolder?.trim()) return b.accountHolderRequired;
  return undefined;
}
