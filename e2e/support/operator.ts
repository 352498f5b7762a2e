import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as newRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN, E2E_BASE_URL } from './env';

// The e2e operator and TOTP (issue 14): every operator must turn TOTP on before the console
// answers them, and a code is never accepted twice. `enrolE2eOperator` (playwright.config.ts
// globalSetup) enrols the fresh server's operator once and hands the tests, through environment
// variables (which the workers inherit), the secret, an access token and a file holding the last
// code's step (a file, not a module variable: Playwright starts a new worker after a failed test).
// API helpers use that access token (no code needed; a refresh token works once, so the workers
// cannot share one); a test that signs in through the login screen asks `freshOperatorCode()` for a
// code of a step not used yet.

const STEP_MS = 30_000;
const env = {
  secret: 'E2E_OPERATOR_TOTP_SECRET',
  accessToken: 'E2E_OPERATOR_ACCESS_TOKEN',
  stepFile: 'E2E_OPERATOR_TOTP_STEP_FILE',
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

/**
 * Playwright globalSetup: signs the operator of the fresh server in, turns TOTP on, keeps what the
 * tests need. Returns what removes the step file's folder at the end.
 */
export async function enrolE2eOperator(): Promise<() => void> {
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
    process.env[env.accessToken] = tokens.access.token;
    // The confirming code's step counts as used.
    const folder = mkdtempSync(path.join(tmpdir(), 'e2e-totp-'));
    const stepFile = path.join(folder, 'last-step');
    writeFileSync(stepFile, String(Math.floor(now / STEP_MS)));
    process.env[env.stepFile] = stepFile;
    return () => rmSync(folder, { recursive: true, force: true });
  } finally {
    await api.dispose();
  }
}

/**
 * A code for the login screen's second step, of a time step no earlier sign-in used: now's, or the
 * next one's (the server accepts one step either side), else after waiting for the next step.
 */
export async function freshOperatorCode(): Promise<string> {
  const secret = required(env.secret);
  const stepFile = required(env.stepFile);
  const lastStep = Number(readFileSync(stepFile, 'utf8'));
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const usable = Math.max(step, lastStep + 1);
    if (usable <= step + 1) {
      writeFileSync(stepFile, String(usable));
      return totpCode(secret, usable * STEP_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - now + 100));
  }
}

/** An operator access token for API calls: the one global setup kept (no TOTP code spent; it lasts the run). */
export async function operatorToken(_request?: APIRequestContext): Promise<string> {
  return required(env.accessToken);
}

/** Signs the e2e operator in through the login screen: password, then a fresh code; lands on the dashboard. */
export async function signInOperator(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await page.getByPlaceholder('Tài khoản').fill(E2E_ADMIN.username);
  await page.getByPlaceholder('Mật khẩu').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Đăng Nhập' }).click();
  // The operator has TOTP on: the second step asks for the code.
  await page.getByLabel('Mã xác thực').fill(await freshOperatorCode());
  await page.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
