import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../../shared/texts';
import { AccountScreen } from '../../features/account/components/AccountScreen';
import { signedIn, signedOut } from '../../stores/auth-slice';
import { aPlayer, goOffline, goOnline, serveApi, signedInAs } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
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
});
