import type { Player } from '../../shared/api/players';
import type { AuthState } from '../stores/auth-slice';

/** A signed-in player's profile, with what a test needs changed. */
export function aPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    incId: 100_007,
    username: 'player07',
    nickname: null,
    phoneNumber: null,
    address: null,
    balance: 1000,
    balanceVersion: 1,
    bankName: 'Vietcombank',
    bankAccountNumber: '0123456789',
    bankAccountHolder: 'NGUYEN VAN A',
    frontID: null,
    backID: null,
    verification: null,
    refId: 'ABCDEFGH',
    isUnlockMulti: false,
    role: 'PLAYER',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function signedInAs(player: Player = aPlayer()): { auth: AuthState } {
  return { auth: { isLoggedIn: true, accessToken: 'access-token', refreshToken: null, profile: player } };
}

/** Answers fetch by path (after /v1), with JSON; unknown paths get 404. Records the requests. */
export function serveApi(routes: Record<string, unknown | ((request: Request) => unknown)>, status = 200) {
  const requests: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/v1/, '')}`;
    const route = routes[key] ?? routes[url.pathname.replace(/^\/v1/, '')];
    if (route === undefined) return new Response(JSON.stringify({ statusCode: 404, message: 'Không tìm thấy' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const body = typeof route === 'function' ? await (route as (r: Request) => unknown)(request) : route;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return requests;
}

/** No network at all: every call fails as fetch does offline. */
export function goOffline() {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
}

export function goOnline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.dispatchEvent(new Event('online'));
}

/** An unsigned token whose payload expires `secondsLeft` from now (the client reads, never verifies, it). */
export function tokenExpiringIn(secondsLeft: number): string {
  const payload = btoa(JSON.stringify({ sub: 7, exp: Math.floor(Date.now() / 1000) + secondsLeft })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}
