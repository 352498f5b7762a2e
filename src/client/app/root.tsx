import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { SystemContext } from '@chakra-ui/react';
import { UpdatePrompt } from '../features/pwa/UpdatePrompt';
import { AppProvider } from './provider';
import { createRouter } from './router';
import type { AppStore } from './store';

/**
 * Renders the app into #root. A transition: React renders the first screen in slices of a few
 * milliseconds, so that a slow phone is never blocked for long; the skeleton of index.html stays
 * until the screen is ready.
 */
export function renderApp(store: AppStore, system: SystemContext): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store} system={system}>
          <RouterProvider router={createRouter(store.loadApi)} />
          <UpdatePrompt />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
