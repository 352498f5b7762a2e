import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';
import { createAppSystem } from '../app/theme';
import { MotionScope } from '../components/MotionScope';
import type { AppStore } from '../app/store';
import type { RootState } from '../stores/state';
import { ready } from '../stores/system-slice';
import { createTestStore } from './store';

/** The app's design system, built once for every test of a file. */
export const system = createAppSystem();

/**
 * Renders `element` at `path` inside the app's providers, with a store of its own (or the one given).
 * `url` is the address opened first when it carries more than the path (a query string).
 */
export function renderScreen(
  element: ReactNode,
  { path = '/', url = path, preloadedState = {}, store = createTestStore(preloadedState) }: { path?: string; url?: string; preloadedState?: Partial<RootState>; store?: AppStore } = {},
) {
  const router = createMemoryRouter([{ path, element: <MotionScope>{element}</MotionScope> }, { path: '*', element: <div data-testid="elsewhere" /> }], { initialEntries: [url] });
  return { store, router, ...render(<AppProvider store={store} system={system}><RouterProvider router={router} /></AppProvider>) };
}

/** The whole app (its own routes) at `url`, with a store of its own, the start-up check already done. */
export function renderApp(url: string, preloadedState: Partial<RootState> = {}) {
  const store = createTestStore(preloadedState);
  store.dispatch(ready());
  const router = createMemoryRouter(appRoutes(store.loadApi), { initialEntries: [url] });
  render(
    <AppProvider store={store} system={system}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { store, router };
}
