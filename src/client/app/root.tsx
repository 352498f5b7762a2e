import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { SystemContext } from '@chakra-ui/react';
import { KeepStyles } from '../components/KeepStyles';
import { UpdatePrompt } from '../features/pwa/UpdatePrompt';
import { followNotificationClicks } from './notification-clicks';
import { AppProvider } from './provider';
import { createRouter } from './router';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createRouter>;

/** The app's router; creating it starts loading the first screen's chunks. */
export function createAppRouter(store: AppStore): AppRouter {
  const router = createRouter(store.loadApi);
  followNotificationClicks(router);
  return router;
}

/**
 * Renders the app into #root. A transition: React renders the first screen in slices of a few
 * milliseconds, so that a slow phone is never blocked for long; the skeleton of index.html stays
 * until the screen is ready.
 */
export function renderApp(store: AppStore, system: SystemContext, router: AppRouter): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={store} system={system}>
          <KeepStyles />
          <RouterProvider router={router} />
          <UpdatePrompt />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
