import { PUSH_ICON, type PushPayload } from '../../shared/push';
import { notificationTexts } from '../../shared/texts/notifications';

// What the service worker does with a Web Push (issue 32), as plain functions over the few parts of
// the worker's API they use, so that tests hand them fakes. src/client/sw.ts wires them to events.

/** The app's icon, and the badge Android draws in the status bar (its alpha channel only: the mark, white on transparent). */
export const NOTIFICATION_ICON = PUSH_ICON;
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
/** What a notification click tells an open window of the app: go to `url` (app/notification-clicks.ts). */
export const OPEN_URL_MESSAGE = 'OPEN_URL';

/** A push's message as shown: the server's payload (src/shared/push.ts), its tag optional for one not read. */
export type PushMessage = Omit<PushPayload, 'tag'> & { readonly tag?: string };

/** The part of a PushEvent's data read here. */
export interface PushData {
  text(): string;
}

/**
 * A path of this app, or '/': only a same-origin relative URL ('/notifications', '/history-withdraw?x=1')
 * is opened; anything else (another origin, '//host', 'javascript:') goes to Home.
 */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
  } catch {
    return '/';
  }
}

/** The message of a push; one that cannot be read still shows (userVisibleOnly: every push shows a notification). */
export function readPushMessage(data: PushData | null, origin: string): PushMessage {
  let raw: Partial<Record<keyof PushMessage, unknown>> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data.text()) : null;
    if (parsed && typeof parsed === 'object') raw = parsed as typeof raw;
  } catch {
    // Not JSON: shown with the default title and no text.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const tag = text(raw.tag);
  return { title: text(raw.title) || notificationTexts.pushFallbackTitle, body: text(raw.body), url: appPath(raw.url, origin), ...(tag ? { tag } : {}) };
}

/** The data a notification carries to its click. */
export interface NotificationData {
  readonly url: string;
}

/** showNotification's arguments for a push. */
export function notificationFor(message: PushMessage): { title: string; options: NotificationOptions } {
  const data: NotificationData = { url: message.url };
  return { title: message.title, options: { body: message.body, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data, ...(message.tag ? { tag: message.tag } : {}) } };
}

/** The `push` event: show the notification. */
export function showPush(data: PushData | null, registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> }, origin: string): Promise<void> {
  const { title, options } = notificationFor(readPushMessage(data, origin));
  return registration.showNotification(title, options);
}

/** The parts of a WindowClient and of `self.clients` the click uses. */
export interface AppWindow {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}
export interface AppClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * The `notificationclick` event: close the notification; an open window of the app is focused and
 * told where to go (it navigates in place, keeping its state), else a new window opens there.
 */
export async function openFromNotification(notification: { close(): void; readonly data: unknown }, clients: AppClients, origin: string): Promise<void> {
  notification.close();
  const url = appPath((notification.data as Partial<NotificationData> | null)?.url, origin);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((w) => w.url.startsWith(`${origin}/`) || w.url === origin);
  const target = windows.find((w) => w.focused) ?? windows[0];
  if (!target) {
    await clients.openWindow(url);
    return;
  }
  // Focusing may be refused (a browser's own rules); the window is told all the same.
  await target.focus().catch(() => undefined);
  target.postMessage({ type: OPEN_URL_MESSAGE, url });
}
