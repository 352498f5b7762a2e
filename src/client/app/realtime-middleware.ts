import type { Middleware } from '@reduxjs/toolkit';
import { type ContentChangedPayload, SocketEvent } from '../../shared/realtime';
import { coreTexts } from '../../shared/texts/core';
import type { RealtimeConnection, RealtimeConnectionFactory, RealtimeHandlers } from '../lib/socket';
import { tagsStale } from '../stores/api-actions';
import { type AuthState, signedOut } from '../stores/auth-slice';
import { countdownEnded, newBalanceReceived, notificationReceived, notificationsReadOnServer, roundClosed, statusReceived } from '../stores/realtime-actions';
import { toastShown } from '../stores/toasts-slice';

/** After a countdown ends the socket stays down this long, then reconnects (spec section 4). */
export const RECONNECT_AFTER_COUNTDOWN_MS = 2_000;

/** What the middleware reads: the session, and which notifications the app has shown already. */
interface RealtimeState {
  readonly auth: AuthState;
  readonly notifications?: { readonly seenIds: readonly string[] };
}

/**
 * The socket's life follows the session: connected while signed in (a restored session included),
 * with the current access token; closed on sign-out; re-opened with a new token when it changes.
 * Server events become the actions of stores/realtime-actions. Without a factory (tests of other
 * parts, which build their own store) it does nothing.
 */
export function realtimeMiddleware(createConnection?: RealtimeConnectionFactory): Middleware<object, RealtimeState> {
  return (store) => {
    if (!createConnection) return (next) => (action) => next(action);
    let connection: RealtimeConnection | undefined;
    /** The token the connection should be using; null while signed out. */
    let token: string | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    /** A STATUS arrived since the session's connection opened: the next ones follow a reconnect. */
    let synced = false;

    const handlers: RealtimeHandlers = {
      onEvent(event, payload) {
        const receivedAt = Date.now();
        switch (event) {
          case SocketEvent.STATUS: {
            const status = payload as Parameters<typeof statusReceived>[0];
            store.dispatch(statusReceived({ ...status, receivedAt }));
            // Notifications sent while this socket was down; those already shown are left out.
            const seen = store.getState().notifications?.seenIds ?? [];
            for (const missed of status.notifications ?? []) if (!seen.includes(missed.id)) store.dispatch(notificationReceived(missed));
            // Reads on another device while it was down: their dialogs close here too.
            if (status.read && (status.read.all || status.read.ids.length)) store.dispatch(notificationsReadOnServer(status.read));
            // After a reconnect, a CONTENT_CHANGED or BET_PLACED may have been missed: what they
            // would have refreshed (and is on screen) is fetched again.
            if (synced) store.dispatch(tagsStale(['Content', 'Bets']));
            synced = true;
            return;
          }
          case SocketEvent.NEW_SESSION:
            return void store.dispatch(roundClosed({ ...(payload as Parameters<typeof roundClosed>[0]), receivedAt }));
          case SocketEvent.NEW_BALANCE:
            return void store.dispatch(newBalanceReceived(payload as Parameters<typeof newBalanceReceived>[0]));
          case SocketEvent.NOTIFICATION:
            return void store.dispatch(notificationReceived(payload as Parameters<typeof notificationReceived>[0]));
          case SocketEvent.NOTIFICATIONS_READ:
            // Read on another device (or this one): its dialog closes, the badge is read again.
            return void store.dispatch(notificationsReadOnServer(payload as Parameters<typeof notificationsReadOnServer>[0]));
          case SocketEvent.CONTENT_CHANGED:
            // Home's banners or partners changed: the carousel or strip on screen fetches them again.
            return void store.dispatch(tagsStale([{ type: 'Content', id: (payload as ContentChangedPayload).part === 'banners' ? 'BANNERS' : 'PARTNERS' }]));
          case SocketEvent.BET_PLACED:
            // A bet committed, maybe from another device: Home's recent bets (and any bet list) fetch again.
            return void store.dispatch(tagsStale(['Bets']));
        }
      },
      onUnauthorized() {
        if (!store.getState().auth.isLoggedIn) return;
        store.dispatch(toastShown(coreTexts.errors.unauthorized, 'error'));
        store.dispatch(signedOut());
      },
    };

    /** Brings the connection in line with the session after every action. */
    function follow(): void {
      const { isLoggedIn, accessToken } = store.getState().auth;
      const wanted = isLoggedIn && accessToken ? accessToken : null;
      if (wanted === token) return;
      clearTimeout(reconnectTimer);
      token = wanted;
      synced = false;
      if (!wanted) return connection?.disconnect();
      connection ??= createConnection!(handlers);
      connection.connect(wanted);
    }

    return (next) => (action) => {
      const result = next(action);
      if (countdownEnded.match(action) && token && connection) {
        const live = connection;
        live.disconnect();
        clearTimeout(reconnectTimer);
        reconnectTimer = setTimeout(() => {
          if (token) live.connect(token);
        }, RECONNECT_AFTER_COUNTDOWN_MS);
      }
      follow();
      return result;
    };
  };
}
