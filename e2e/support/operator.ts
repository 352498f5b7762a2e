import { type APIRequestContext, expect, request as newRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN, E2E_BASE_URL } from './env';

// The e2e operator and TOTP (issue 14): every operator must turn TOTP on before the console
// answers them, and a code is never accepted twice. `enrolE2eOperator` (playwright.config.ts
// globalSetup) enrols the fresh server's operator once and hands the tests, through environment
// variables (which the workers inherit), the secret, a refresh token and the last code's step.
// API helpers trade the refresh token for access tokens (no code needed); a test that signs in
// through the login screen asks `freshOperatorCode()` for a code of a step not used yet.

const STEP_MS = 30_000;
const env = {
  secret: 'E2E_OPERATOR_TOTP_SECRET',
  refreshToken: 'E2E_OPERATOR_REFRESH_TOKEN',
  lastStep: 'E2E_OPERATOR_TOTP_LAST_STEP',
} as const;

/** The code an authenticator app shows for the secret at `ms` (SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, ms: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the e2e operator is enrolled by e2e/support/global-setup.ts (playwright.config.ts globalSetup)`);
  return value;
}

/** Playwright globalSetup: signs the operator of the fresh server in, turns TOTP on, keeps what the tests need. */
export async function enrolE2eOperator(): Promise<void> {
  const api = await newRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await api.post('/v1/auth/login', { data: E2E_ADMIN });
    if (login.status() !== 200) throw new Error(`e2e operator sign-in: ${login.status()} ${await login.text()} (the server must start on a fresh data folder)`);
    const { tokens } = await login.json();
    const headers = { authorization: `Bearer ${tokens.access.token}` };
    const enrol = await api.post('/v1/admin/totp/enrol', { headers, data: {} });
    if (enrol.status() !== 200) throw new Error(`e2e operator TOTP enrolment: ${enrol.status()} ${await enrol.text()}`);
    const { secret } = await enrol.json();
    const now = Date.now();
    const confirm = await api.post('/v1/admin/totp/confirm', { headers, data: { code: totpCode(secret, now) } });
    if (confirm.status() !== 200) throw new Error(`e2e operator TOTP confirmation: ${confirm.status()} ${await confirm.text()}`);
    process.env[env.secret] = secret;
    process.env[env.refreshToken] = tokens.refresh.token;
    // The confirming code's step counts as used.
    process.env[env.lastStep] = String(Math.floor(now / STEP_MS));
  } finally {
    await api.dispose();
  }
}

let lastStep: number | undefined;

/**
 * A code for the login screen's second step, of a time step no earlier sign-in used: now's, or the
 * next one's (the server accepts one step either side), else after waiting for the next step.
 */
export async function freshOperatorCode(): Promise<string> {
  const secret = required(env.secret);
  lastStep ??= Number(required(env.lastStep));
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const usable = Math.max(step, lastStep + 1);
    if (usable <= step + 1) {
      lastStep = usable;
      return totpCode(secret, usable * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 100));
  }
}

let access: { token: string; until: number } | undefined;

/** An operator access token for API calls, from the refresh token global setup kept (no TOTP code spent). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  if (access && access.until > Date.now()) return access.token;
  const res = await request.post('/v1/auth/refresh-tokens', { data: { refreshToken: required(env.refreshToken) } });
  expect(res.status()).toBe(200);
  const { tokens } = await res.json();
  access = { token: tokens.access.token, until: Date.parse(tokens.access.expires) - 60_000 };
  return access.token;
}
