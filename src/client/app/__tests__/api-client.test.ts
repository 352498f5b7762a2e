import { createTestStore } from '../../testing/store';
import { signedIn } from '../../stores/auth-slice';
import { api } from '../../api/base';
import { profileApi } from '../../api/profile';
import { newBalanceReceived } from '../../stores/realtime-actions';

const player = {
  id: 7, incId: 100007, username: 'player07', nickname: null, phoneNumber: null, address: null, balance: 10, balanceVersion: 1,
  bankName: null, bankAccountNumber: null, bankAccountHolder: null, frontID: null, backID: null, refId: 'ABCDEFGH',
  isUnlockMulti: false, isAgent: false, role: 'PLAYER' as const, createdAt: '2026-01-01T00:00:00.000Z',
};

function respond(status: number, body: unknown) {
  const calls: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(input as Request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

describe('the API client', () => {
  beforeEach(() => localStorage.clear());

  it('sends the bearer token and merges the fetched profile into the saved session', async () => {
    const store = createTestStore({});
    store.dispatch(signedIn({ player, accessToken: 'access-token' }));
    const calls = respond(200, { ...player, balance: 250.5 });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer access-token');
    expect(store.getState().auth.profile?.balance).toBe(250.5);
    expect(JSON.parse(localStorage.getItem('profile')!).balance).toBe(250.5);
  });

  it('keeps a NEW_BALANCE that arrived while an older profile answer was on its way', async () => {
    const store = createTestStore({});
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    respond(200, { ...player, nickname: 'Bảy', balance: 100, balanceVersion: 4 });
    const fetched = store.dispatch(profileApi.endpoints.getProfile.initiate());
    // A win settles after the server read the profile: its NEW_BALANCE overtakes the answer.
    store.dispatch(newBalanceReceived({ balance: 295, balanceVersion: 5 }));
    await fetched;
    expect(store.getState().auth.profile).toMatchObject({ nickname: 'Bảy', balance: 295, balanceVersion: 5 });
    expect(JSON.parse(localStorage.getItem('profile')!)).toMatchObject({ balance: 295, balanceVersion: 5 });
  });

  it('takes the balance of a profile answer newer than the last NEW_BALANCE', async () => {
    const store = createTestStore({});
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    store.dispatch(newBalanceReceived({ balance: 100, balanceVersion: 4 }));
    respond(200, { ...player, balance: 295, balanceVersion: 5 });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().auth.profile).toMatchObject({ balance: 295, balanceVersion: 5 });
  });

  it("shows the server's message in an error toast and signs out on 401", async () => {
    const store = createTestStore({});
    store.dispatch(signedIn({ player, accessToken: 'old-token' }));
    respond(401, { statusCode: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().toasts.queue[0]).toMatchObject({ variant: 'error', message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' });
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem('profile')).toBeNull();
  });

  it('falls back to the Vietnamese default when the error has no message', async () => {
    const store = createTestStore({});
    store.dispatch(signedIn({ player, accessToken: 'token' }));
    respond(500, {});
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().toasts.queue[0]?.message).toBe('Đã có lỗi xảy ra');
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  describe('where the browser can yield (scheduler.yield)', () => {
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        probeRead: build.query<unknown, void>({ query: () => '/probe' }),
        probeAction: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }) }),
      }),
    });
    let resumeTask: () => void = () => undefined;
    beforeEach(() => {
      (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => (resumeTask = resolve)) };
    });
    afterEach(() => delete (globalThis as { scheduler?: unknown }).scheduler);

    it('sends a read from a task of its own, not from the task that asked for it', async () => {
      const store = createTestStore({});
      const calls = respond(200, {});
      const read = store.dispatch(probe.endpoints.probeRead.initiate());
      await Promise.resolve();
      await Promise.resolve();
      expect(calls).toHaveLength(0);
      resumeTask();
      await read;
      expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/v1/probe']);
    });

    it("sends a player's action at once", async () => {
      const store = createTestStore({});
      const calls = respond(200, {});
      await store.dispatch(probe.endpoints.probeAction.initiate());
      expect(calls.map((c) => c.method)).toEqual(['POST']);
    });
  });
});
