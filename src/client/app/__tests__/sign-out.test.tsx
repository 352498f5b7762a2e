import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Persistor, persistStore } from 'redux-persist';
import { texts } from '../../../shared/texts';
import { AccountScreen } from '../../features/account/components/AccountScreen';
import { BET_SOUND_STORAGE_KEY, DEVICE_STORAGE_KEYS, PLAY_SESSION_STORAGE_KEY, POPUP_DISMISSED_STORAGE_KEY } from '../../config/constants';
import { setBetSound } from '../../lib/bet-sound';
import { STYLES_KEY } from '../../lib/style-cache';
import { signedIn, signedOut } from '../../stores/auth-slice';
import { snapshotSaved } from '../../stores/offline-slice';
import { aPlayer, goOffline, goOnline, serveApi, signedInAs, tokenExpiringIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { installPushBrowser, PUSH_ENDPOINT, removePushBrowser } from '../../testing/push';
import { createTestStore } from '../../testing/store';

// Sign-out tells the server (POST /v1/auth/logout) so that the sign-in's tokens stop working there
// too (issue 27); it never waits for it, and signs out offline all the same.

const logoutCalls = (requests: Request[]) => requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/v1/auth/logout');

describe('sign-out', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => goOnline());

  it("calls the logout endpoint with the session's token when the player signs out", async () => {
    const requests = serveApi({ '/auth/profile': aPlayer(), 'POST /auth/logout': new Response(null, { status: 204 }) });
    const { store } = renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
    await userEvent.click(screen.getByRole('button', { name: texts.common.logout }));
    await waitFor(() => expect(logoutCalls(requests)).toHaveLength(1));
    const [call] = logoutCalls(requests);
    expect(call!.headers.get('authorization')).toBe('Bearer access-token');
    expect(await call!.json()).toEqual({});
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it("drops this device's push subscription, on the server while the session's token still works, then ends the sign-in (issue 32)", async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribed: true });
    const held = browser.subscription!;
    try {
      const requests = serveApi({ 'DELETE /push/subscriptions': { removed: true }, 'POST /auth/logout': new Response(null, { status: 204 }) });
      const store = createTestStore({});
      store.dispatch(signedIn({ player: aPlayer(), accessToken: 'a.b.c' }));
      store.dispatch(signedOut());
      await waitFor(() => expect(logoutCalls(requests)).toHaveLength(1));
      expect(held.unsubscribe).toHaveBeenCalledTimes(1);
      const deleted = requests.filter((r) => r.method === 'DELETE' && new URL(r.url).pathname === '/v1/push/subscriptions');
      expect(deleted).toHaveLength(1);
      expect(deleted[0]!.headers.get('authorization')).toBe('Bearer a.b.c');
      expect(await deleted[0]!.json()).toEqual({ endpoint: PUSH_ENDPOINT });
      // Before the logout, which revokes the token the DELETE needs.
      expect(requests.indexOf(deleted[0]!)).toBeLessThan(requests.indexOf(logoutCalls(requests)[0]!));
    } finally {
      removePushBrowser();
    }
  });

  it('sends the refresh token a registration kept, so that sign-in ends even once the access token has expired', async () => {
    const requests = serveApi({ 'POST /auth/logout': new Response(null, { status: 204 }) });
    const store = createTestStore({});
    store.dispatch(signedIn({ player: aPlayer(), accessToken: 'a.b.c', refreshToken: 'r.e.f' }));
    store.dispatch(signedOut());
    await waitFor(() => expect(logoutCalls(requests)).toHaveLength(1));
    expect(await logoutCalls(requests)[0]!.json()).toEqual({ refreshToken: 'r.e.f' });
  });

  it('signs out on the device when the server cannot be reached', async () => {
    const store = createTestStore({});
    store.dispatch(signedIn({ player: aPlayer(), accessToken: 'a.b.c' }));
    expect(localStorage.getItem('profile')).not.toBeNull();
    goOffline();
    store.dispatch(signedOut());
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem('profile')).toBeNull();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  });

  it("leaves no key the app wrote in localStorage but the device's own, not even the saved offline data redux-persist writes a moment later", async () => {
    serveApi({ 'POST /auth/logout': new Response(null, { status: 204 }) });
    const store = createTestStore({});
    let persistor: Persistor | undefined;
    await new Promise<void>((resolve) => {
      persistor = persistStore(store, null, resolve);
    });
    const flush = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await persistor!.flush();
    };
    // Everything the app writes while a player uses it: the session, what is kept for offline
    // reading, the last visit's styles, the play session, and the device's own keys.
    store.dispatch(signedIn({ player: aPlayer(), accessToken: tokenExpiringIn(86_400), refreshToken: 'r.e.f' }));
    store.dispatch(snapshotSaved({ ownerId: aPlayer().id, key: 'withdrawals', data: { withdrawals: [] }, savedAt: 1 }));
    localStorage.setItem(STYLES_KEY, '{}');
    localStorage.setItem(POPUP_DISMISSED_STORAGE_KEY, '3');
    setBetSound(false);
    sessionStorage.setItem(PLAY_SESSION_STORAGE_KEY, '1');
    await flush();
    expect(Object.keys(localStorage).sort()).toEqual([BET_SOUND_STORAGE_KEY, 'persist:offline', POPUP_DISMISSED_STORAGE_KEY, 'profile', STYLES_KEY].sort());

    // Saved again just before the sign-out, as a late answer would be.
    store.dispatch(snapshotSaved({ ownerId: aPlayer().id, key: 'deposits', data: { deposits: [] }, savedAt: 2 }));
    store.dispatch(signedOut());
    await flush();
    expect(Object.keys(localStorage).every((key) => DEVICE_STORAGE_KEYS.includes(key))).toBe(true);
    expect(Object.keys(localStorage).sort()).toEqual([BET_SOUND_STORAGE_KEY, POPUP_DISMISSED_STORAGE_KEY].sort());
    expect(sessionStorage.getItem(PLAY_SESSION_STORAGE_KEY)).toBeNull();
    // The next player's data is written as before.
    store.dispatch(signedIn({ player: aPlayer({ id: 8 }), accessToken: tokenExpiringIn(86_400) }));
    store.dispatch(snapshotSaved({ ownerId: 8, key: 'withdrawals', data: { withdrawals: [] }, savedAt: 3 }));
    await flush();
    expect(JSON.parse(localStorage.getItem('persist:offline')!)).toMatchObject({ ownerId: '8' });
    persistor!.pause();
  });
});
