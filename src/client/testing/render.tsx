import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { type AppStore, createStore, type RootState } from '../app/store';

/** Renders `element` at `path` inside the app's providers, with a store of its own (or the one given). */
export function renderScreen(
  element: ReactNode,
  { path = '/', preloadedState = {}, store = createStore(preloadedState) }: { path?: string; preloadedState?: Partial<RootState>; store?: AppStore } = {},
) {
  const router = createMemoryRouter([{ path, element }, { path: '*', element: <div data-testid="elsewhere" /> }], { initialEntries: [path] });
  return { store, router, ...render(<AppProvider store={store}><RouterProvider router={router} /></AppProvider>) };
}
