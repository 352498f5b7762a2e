import { appPath, OPEN_URL_MESSAGE } from '../sw/push-handlers';

/** The router's one method used here (react-router's data router has it). */
interface Navigator {
  navigate(to: string): unknown;
}

/**
 * A tapped Web Push notification (issue 32): the service worker focuses this window and tells it
 * where to go (sw/push-handlers.ts, `openFromNotification`); the app goes there in place, keeping
 * its state, rather than reloading. Only a path of the app is followed.
 */
export function followNotificationClicks(router: Navigator, container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): void {
  container?.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: unknown; url?: unknown } | null;
    if (message?.type !== OPEN_URL_MESSAGE) return;
    void router.navigate(appPath(message.url, location.origin));
  });
}
