/** The real server the browser tests run against: production build, fresh data folder, known secret. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** Lets a test sign a token the server accepts (to craft one with under 600 s left). */
export const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';
export const E2E_ADMIN = { username: 'operator', password: 'operator-e2e-pass' };
export const E2E_BRAND = 'Lumina Design';
/** The push service on this machine the Web Push test posts to (e2e/support/push-service.ts), allowed by PUSH_ENDPOINT_ALLOWLIST. */
export const E2E_PUSH_PORT = Number(process.env.E2E_PUSH_PORT ?? 8182);
/** Bets lock this long before a round ends on the e2e server (BET_LOCK_SECONDS). */
export const E2E_BET_LOCK_SECONDS = 2;
