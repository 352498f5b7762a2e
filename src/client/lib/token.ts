/** Seconds until a JWT expires, read from its payload without verifying it; 0 when unreadable. */
export function tokenSecondsLeft(token: string, nowMs = Date.now()): number {
  const payload = token.split('.')[1];
  if (!payload) return 0;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? Math.max(0, exp - nowMs / 1000) : 0;
  } catch {
    return 0;
  }
}
