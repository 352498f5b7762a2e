import { type ComponentType, lazy } from 'react';

/**
 * A component whose code is a chunk of its own, loaded by `preload()` (when the screen is idle) or at
 * its first render, whichever comes first: for a dialog whose libraries (forms, validation) would
 * otherwise be evaluated with the screen that holds it. Render it inside `<Suspense>`. A failed load
 * (offline before the service worker had the chunk) is tried again by the next call.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Component = lazy(async () => ({ default: await preload() }));
  return { Component, preload };
}
