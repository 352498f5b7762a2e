import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery, type FetchBaseQueryError, setupListeners } from '@reduxjs/toolkit/query/react';
import { coreTexts } from '../../shared/texts/core';
import { CACHE_KEEP_SECONDS } from '../config/constants';
import { env } from '../config/env';
import { yieldIfCheap } from '../lib/next-task';
import { networkAnswered } from '../hooks/use-online-status';
import { passwordChangeRequired, signedOut } from '../stores/auth-slice';
import { toastShown } from '../stores/toasts-slice';

interface StateWithToken {
  auth: { accessToken: string | null; isLoggedIn: boolean };
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: env.apiBase,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as StateWithToken).auth.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** The message to show for a failed call: the server's own `message`, else the Vietnamese default. */
export function errorMessage(error: FetchBaseQueryError | undefined): string {
  if (!error) return coreTexts.errors.generic;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return coreTexts.errors.network;
  const message = (error.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : coreTexts.errors.generic;
}

/** The server's id for a failed call (every error body carries it), when there is one. */
export function errorReference(error: FetchBaseQueryError | undefined): string | undefined {
  const requestId = (error?.data as { requestId?: unknown } | undefined)?.requestId;
  return typeof requestId === 'string' && requestId ? requestId : undefined;
}

/** Per endpoint: `retriesOnNetworkError` when its caller resends once and speaks for the outcome itself. */
export interface CallOptions {
  readonly retriesOnNetworkError?: boolean;
  /** A call made on the player's behalf in the background (an acknowledgement): it never toasts. */
  readonly quiet?: boolean;
}

/**
 * Every /v1 call: bearer header, body returned as it is, an error toast with the server's message,
 * and a forced sign-out on 401 (spec section 8). Background reads that fail for lack of network do
 * not toast: the offline indicator says it once.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, CallOptions> = async (args, api, options) => {
  // A read is sent from a task of its own: a screen's first render subscribes all its queries at once,
  // and making each request (its headers, the Request, the service worker's fetch) is 1-4 ms of a
  // phone's main thread, all in the task that commits the screen. A player's actions go at once.
  const hop = api.type === 'query' ? yieldIfCheap() : undefined;
  if (hop) await hop;
  const result = await rawBaseQuery(args, api, {});
  // Whether the server could be reached: the offline banner does not rely on navigator.onLine alone.
  networkAnswered(!(result.error && (result.error.status === 'FETCH_ERROR' || result.error.status === 'TIMEOUT_ERROR')));
  if (result.error) {
    const networkError = result.error.status === 'FETCH_ERROR' || result.error.status === 'TIMEOUT_ERROR';
    if (!options?.quiet && !(networkError && (api.type === 'query' || options?.retriesOnNetworkError))) api.dispatch(toastShown(errorMessage(result.error), 'error', errorReference(result.error)));
    if (result.error.status === 401 && (api.getState() as StateWithToken).auth.isLoggedIn) api.dispatch(signedOut());
    // Refusals that name what must come first: the password change (the app shows only it), TOTP enrolment (the console does).
    const code = result.error.status === 403 ? (result.error.data as { code?: unknown } | undefined)?.code : undefined;
    if (code === 'PASSWORD_CHANGE_REQUIRED') api.dispatch(passwordChangeRequired());
    if (code === 'TOTP_ENROLMENT_REQUIRED') api.dispatch(appApi.util.invalidateTags(['AdminTotp']));
  }
  return result;
};

/**
 * The one API of the app. Features add their endpoints with `api.injectEndpoints`; every tag type
 * is declared here. Cache defaults of spec section 9: 60 s, no retries, refetch on mount.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'System', 'Rounds', 'Bets', 'Fairness', 'Withdrawals', 'Deposits', 'PlayHistory', 'Ledger', 'Stakes', 'Referrals', 'Gifts', 'Content', 'Wins', 'Notifications', 'Safety', 'Push', 'AdminWithdrawals', 'AdminVerifications', 'AdminSettings', 'AdminDashboard', 'AdminPlayers', 'AdminContent', 'AdminRounds', 'AdminAudit', 'AdminOperators', 'AdminTotp', 'AdminDeposits'],
  keepUnusedDataFor: CACHE_KEEP_SECONDS,
  refetchOnMountOrArgChange: true,
  // Back online, everything a screen shows is asked again (with listenForReconnect below).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
export type AppApi = typeof api;
/** A tag of the API's cache, as `invalidateTags` takes it: a type, or a type and id. */
export type ApiTag = NonNullable<Parameters<typeof api.util.invalidateTags>[0][number]>;

/** The API itself, inside `baseQuery` (whose own `api` argument is the call's). */
const appApi = api;

let listening: (() => void) | undefined;
/**
 * RTK Query's `online`/`offline`/focus listeners, once per page: `refetchOnReconnect` needs them
 * (issue 50 §2: Top and latest wins still said 'Chưa tải được' 30 s after the network came back).
 */
export function listenForReconnect(dispatch: Parameters<typeof setupListeners>[0]): void {
  listening ??= setupListeners(dispatch);
}
