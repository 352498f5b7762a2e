import type { SystemContent } from '../../shared/api/content';
import type { GrowthRules } from '../../shared/api/growth';
import type { Player } from '../../shared/api/players';
import type { SystemResponse } from '../../shared/api/system';
import { DEFAULT_PAYOUT_BPS, DEFAULT_ZONE_SECONDS } from '../../shared/game';
import type { AuthState } from '../stores/auth-slice';
import { zonesAt } from './rounds';

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
    isAgent: false,
    role: 'PLAYER',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The growth rules of GET /v1/system: 0.5% a day for 30 days, and a box of three prizes. */
export function growthRules(overrides: Partial<GrowthRules> = {}): GrowthRules {
  return {
    stakingRateBps: 50,
    stakingTermDays: 30,
    stakingMin: 50,
    referralRatesBps: [100, 50, 30, 20, 10, 5, 5],
    vipPrice: 200,
    agentPrice: 500,
    boxPrice: 10,
    boxPrizes: [
      { name: 'Hộp may mắn 5', points: 5, weight: 70 },
      { name: 'Hộp may mắn 10', points: 10, weight: 25 },
      { name: 'Hộp may mắn 50', points: 50, weight: 5 },
    ],
    ...overrides,
  };
}

/** The content part of GET /v1/system: no hotline, no chat provider, short terms, no popup. */
export function aContent(overrides: Partial<SystemContent> = {}): SystemContent {
  return { hotline: null, chat: { provider: 'none', scriptUrl: null, link: null }, terms: 'Thể lệ của nhà điều hành.', popup: null, ...overrides };
}

/** A GET /v1/system answer at `nowMs`, with the growth rules (and content) given. */
export function aSystem(growth: GrowthRules = growthRules(), nowMs = Date.now(), content: SystemContent = aContent()): SystemResponse {
  return {
    serverTime: nowMs,
    brandName: 'Brand',
    zones: zonesAt(nowMs),
    game: { zoneSeconds: DEFAULT_ZONE_SECONDS, betLockSeconds: 5, betMin: 10, betMax: 1_000_000, payoutBps: DEFAULT_PAYOUT_BPS },
    growth,
    content,
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
    // A route may answer with a whole Response (another status than the default, for one call).
    if (body instanceof Response) return body;
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

/** An error answer as the server sends it: `{ statusCode, message, code? }`. */
export function refusal(statusCode: number, message: string, code?: string): Response {
  return new Response(JSON.stringify({ statusCode, message, ...(code ? { code } : {}) }), { status: statusCode, headers: { 'content-type': 'application/json' } });
}
