import type { LogoutBody } from '../../shared/api/auth';
import { env } from '../config/env';
import type { AuthState } from '../stores/auth-slice';

/**
 * POST /v1/auth/logout at sign-out, so the server ends this sign-in (its refresh and access tokens
 * stop working on every instance). Best effort: sent with the session's tokens as they were before
 * sign-out cleared them, never awaited, failures ignored. Offline, signing out is local only. A
 * plain fetch, not the API: it must not toast, sign out again on 401, or wait for the API's chunk.
 */
export function tellServerSignedOut(session: Pick<AuthState, 'accessToken' | 'refreshToken'>): void {
  if (!session.accessToken && !session.refreshToken) return;
  const body: LogoutBody = session.refreshToken ? { refreshToken: session.refreshToken } : {};
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (session.accessToken) headers.authorization = `Bearer ${session.accessToken}`;
  try {
    // keepalive: sent even if the page is closed or navigates right after.
    void fetch(new Request(`${env.apiBase}/auth/logout`, { method: 'POST', headers, body: JSON.stringify(body), keepalive: true })).catch(() => undefined);
  } catch {
    // No fetch at all (an old browser): nothing to tell.
  }
}
