import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL, E2E_BET_LOCK_SECONDS, E2E_BRAND, E2E_JWT_SECRET, E2E_PORT, E2E_PUSH_PORT } from './e2e/support/env';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the production build served
 * by the real server on a fresh data folder. `npm test` builds first; `npm run test:e2e` expects a build.
 */
export default defineConfig({
  testDir: './e2e',
  // Turns the fresh server's operator's TOTP on once; the tests get the secret from it (e2e/support/operator.ts).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    locale: 'vi-VN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node e2e/support/server.mjs',
    url: `${E2E_BASE_URL}/health`,
    reuseExistingServer: false,
    // SIGTERM lets the server close and remove its data folder (e2e/support/server.mjs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      JWT_SECRET: E2E_JWT_SECRET,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      BRAND_NAME: E2E_BRAND,
      // Several sign-ups per minute come from one address here.
      AUTH_RATE_LIMIT: '200',
      // Short rounds so that a bet settles within a test (e2e/game.spec.ts).
      ROUND_SECONDS: 'LEVEL_1:8,LEVEL_3:12,LEVEL_5:16',
      BET_LOCK_SECONDS: String(E2E_BET_LOCK_SECONDS),
      // Web Push (e2e/push.spec.ts): the browser's push service is on the internet, out of reach
      // here; the server posts to one on this machine instead (e2e/support/push-service.ts).
      PUSH_ENDPOINT_ALLOWLIST: `http://127.0.0.1:${E2E_PUSH_PORT}`,
    },
  },
});
