/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa's injectManifest strategy, built to dist/client/sw.js). What
// the generateSW configuration made until issue 32, written out: the app shell precached, old
// caches cleaned, navigations answered with /index.html, a waiting version activated when the app's
// update prompt says so (registerType 'prompt'). And, for Web Push, the `push` and
// `notificationclick` handlers of sw/push-handlers.ts. Type-checked by tsconfig.sw.json.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openFromNotification, showPush } from './sw/push-handlers';

declare let self: ServiceWorkerGlobalScope;

// The build's files (vite.config.ts: injectManifest.globPatterns, without the operator console).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations fall back to the app shell, except server paths and paths naming a file (robots.txt,
// a missing image): those go to the server, which answers the file or a 404.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/v1\//, /^\/docs/, /^\/health/, /^\/socket\.io\//, /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i],
  }),
);

// A new version waits until the player accepts the update prompt (features/pwa/UpdatePrompt.tsx,
// whose updateServiceWorker() posts this message).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data, self.registration, self.location.origin));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(event.notification, self.clients, self.location.origin));
});
