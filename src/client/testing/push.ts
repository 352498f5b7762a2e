// A browser with Web Push, for jsdom (which has none): Notification's permission, a service worker
// registration and its PushManager, each a jest mock the tests read back.

/** A VAPID public key as GET /v1/push/key gives it (base64url of 65 bytes). */
export const VAPID_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
export const PUSH_ENDPOINT = 'https://push.example.test/send/device-1';

export interface FakeSubscription {
  readonly endpoint: string;
  readonly options: { readonly applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  readonly unsubscribe: jest.Mock<Promise<boolean>, []>;
}

export interface FakePushBrowser {
  /** What Notification.permission says now. */
  permission: NotificationPermission;
  readonly requestPermission: jest.Mock<Promise<NotificationPermission>, []>;
  /** The subscription the browser holds, if any. */
  subscription: FakeSubscription | null;
  readonly subscribe: jest.Mock<Promise<FakeSubscription>, [PushSubscriptionOptionsInit]>;
}

function fakeSubscription(browser: FakePushBrowser, key: ArrayBuffer | null): FakeSubscription {
  const subscription: FakeSubscription = {
    endpoint: PUSH_ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: PUSH_ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: jest.fn(async () => {
      if (browser.subscription === subscription) browser.subscription = null;
      return true;
    }),
  };
  return subscription;
}

/**
 * Installs push support. `answer` is what the permission prompt returns; `subscribed` starts the
 * device with a subscription (as if turned on earlier).
 */
export function installPushBrowser({ permission = 'default', answer = 'granted', subscribed = false }: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}): FakePushBrowser {
  const browser: FakePushBrowser = {
    permission,
    requestPermission: jest.fn(async () => {
      browser.permission = answer;
      return answer;
    }),
    subscription: null,
    subscribe: jest.fn(async (options: PushSubscriptionOptionsInit) => {
      browser.subscription = fakeSubscription(browser, (options.applicationServerKey as Uint8Array<ArrayBuffer>).buffer);
      return browser.subscription;
    }),
  };
  if (subscribed) browser.subscription = fakeSubscription(browser, null);
  const registration = {
    pushManager: { getSubscription: async () => browser.subscription, subscribe: browser.subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration, addEventListener: () => undefined },
  });
  Object.assign(globalThis, {
    PushManager: class {},
    Notification: {
      get permission() {
        return browser.permission;
      },
      requestPermission: browser.requestPermission,
    },
  });
  return browser;
}

/** Back to jsdom's own: no service worker, no push, no notifications. */
export function removePushBrowser(): void {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (globalThis as { PushManager?: unknown }).PushManager;
  delete (globalThis as { Notification?: unknown }).Notification;
}
