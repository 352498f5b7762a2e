import type { LogoutBody } from '../../shared/api/auth';
import { env } from '../config/env';
import { deviceSubscription } from '../lib/push-device';
import type { AuthState } from '../stores/auth-slice';

/** How long sign-out waits for the server to drop this device's push subscription before ending the sign-in. */
const PUSH_FORGET_WAIT_MS = 3_000;

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

/**
 * At sign-out, this device stops hearing about the player (issue 32): DELETE /v1/push/subscriptions
 * with the session's token while it still works (so before `tellServerSignedOut`, which revokes it),
 * and the browser's subscription is dropped, so the next player here starts with push off. Resolves
 * once both are done, or after a few seconds at most; never rejects. The server also drops the
 * subscriptions tied to a sign-in that ends, so a DELETE lost offline leaves nothing behind.
 */
export async function forgetDevicePush(session: Pick<AuthState, 'accessToken'>): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  const told = session.accessToken ? tellServerPushGone(subscription.endpoint, session.accessToken) : Promise.resolve();
  const dropped = subscription.unsubscribe().catch(() => false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PUSH_FORGET_WAIT_MS);
  });
  await Promise.race([Promise.all([told, dropped]), waited]);
  clearTimeout(timer);
}

async function tellServerPushGone(endpoint: string, accessToken: string): Promise<void> {
  try {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
    await fetch(new Request(`${env.apiBase}/push/subscriptions`, { method: 'DELETE', headers, body: JSON.stringify({ endpoint }), keepalive: true }));
  } catch {
    // Offline: the server drops it with the sign-in (or when the push service says it is gone).
  }
}
