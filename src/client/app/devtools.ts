import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

// Redux DevTools, in every build (the design card: developers use it), showing no secret: access
// and refresh tokens, passwords, operators' one-time codes and second-factor secrets are replaced in
// every state and action the extension receives. Without the extension nothing of this runs.

/** Keys whose values never reach DevTools, wherever they sit (the session, an action, a call's arguments or answer). */
const SECRET_KEYS = new Set([
  'accessToken',
  'refreshToken',
  'token',
  'password',
  'passwordConfirm',
  'oldPassword',
  'newPassword',
  'temporaryPassword',
  'totp',
  'recoveryCode',
  'recoveryCodes',
  'secret',
]);

export const REDACTED = '[redacted]';

/** Values secret by their look whatever their key: a TOTP enrolment URI, a one-time code sent as `code`. */
const secretValue = (key: string, value: unknown) => typeof value === 'string' && (value.startsWith('otpauth:') || (key === 'code' && /^\d{4,10}$/.test(value)));

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * `value` with every secret replaced by REDACTED; parts without one are the same objects (nothing is
 * copied where nothing changes, so a large API cache costs a walk, not a copy).
 */
export function withoutSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== 'object' || depth > 32) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const clean = withoutSecrets(item, depth + 1);
      if (clean !== item) (copy ??= [...(value as unknown[])])[i] = clean;
    });
    return (copy ?? value) as T;
  }
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const clean = (SECRET_KEYS.has(key) && item !== null && item !== undefined) || secretValue(key, item) ? REDACTED : withoutSecrets(item, depth + 1);
    if (clean !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = clean;
  }
  return (copy ?? value) as T;
}

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'prediction-rounds',
  actionSanitizer: (action) => withoutSecrets(action),
  stateSanitizer: (state) => withoutSecrets(state),
};
