import { type Action, compose, type DevToolsEnhancerOptions, type Reducer, type StoreEnhancer, type UnknownAction } from '@reduxjs/toolkit';
import type * as AuthApi from '../../features/auth/api/auth-api';
import type * as AuthSlice from '../../stores/auth-slice';
import { aPlayer, serveApi } from '../../testing/fixtures';
import type * as TestStore from '../../testing/store';

// Redux DevTools works in the built app too (the design card), and shows no token or password.
// The test environment is a production one (config/env: isDev false).

type Extension = (options: DevToolsEnhancerOptions) => (...enhancers: StoreEnhancer[]) => StoreEnhancer;
const secrets = ['acc.ess.tok', 'ref.resh.tok', 'mật-khẩu-1', 'answer.access.tok', 'answer.refresh.tok', '918273'];

describe('Redux DevTools', () => {
  afterEach(() => Reflect.deleteProperty(window, '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__'));

  it('connects in a production build, and no state or action it receives holds a token, a password or a one-time code', async () => {
    const connected: DevToolsEnhancerOptions[] = [];
    const seen: UnknownAction[] = [];
    // Every action the store reduces, as the extension records them.
    const recording: StoreEnhancer = (createStore) => (reducer, preloaded) =>
      createStore(((state: unknown, action: Action) => {
        seen.push(action as UnknownAction);
        return (reducer as Reducer)(state, action);
      }) as typeof reducer, preloaded);
    // The extension, as the browser installs it before the app loads.
    (window as unknown as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: Extension }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options) => {
      connected.push(options);
      return (...enhancers) => compose(...enhancers, recording) as StoreEnhancer;
    };
    // Loaded afresh, after the extension: Redux Toolkit looks for it when it loads.
    let store!: ReturnType<typeof TestStore.createTestStore>;
    let modules!: { auth: typeof AuthSlice; authApi: typeof AuthApi };
    jest.isolateModules(() => {
      const { createTestStore } = jest.requireActual<typeof TestStore>('../../testing/store');
      modules = { auth: jest.requireActual('../../stores/auth-slice'), authApi: jest.requireActual('../../features/auth/api/auth-api') };
      store = createTestStore({});
    });
    expect(connected).toHaveLength(1);
    const options = connected[0]!;
    serveApi({ 'POST /auth/login': { player: aPlayer(), tokens: { access: { token: 'answer.access.tok', expires: '' }, refresh: { token: 'answer.refresh.tok', expires: '' } } } });
    await store.dispatch(modules.authApi.authApi.endpoints.login.initiate({ username: 'player1', password: 'mật-khẩu-1', totp: '918273' }));
    store.dispatch(modules.auth.signedIn({ player: aPlayer(), accessToken: 'acc.ess.tok', refreshToken: 'ref.resh.tok' }));
    expect(JSON.stringify(seen)).toContain('mật-khẩu-1');

    const state = JSON.stringify(store.getState());
    // The store itself keeps them (the app needs them)...
    expect(state).toContain('acc.ess.tok');
    // ...DevTools is shown none of them.
    const shown = JSON.stringify([options.stateSanitizer!(store.getState(), 0), ...seen.map((a, i) => options.actionSanitizer!(a, i))]);
    for (const secret of secrets) expect(shown).not.toContain(secret);
    expect(shown).toContain('player1');
    expect(shown).toContain('[redacted]');
  });
});
