// This device's Web Push subscription (issue 32), as the browser holds it: whether push is possible
// here, the subscription if there is one, and making one. No server call: the account feature sends
// what this returns (POST /v1/push/subscriptions) and sign-out removes it (api/logout.ts).

/** How long turning push on waits for the service worker (none in development, or still installing). */
const READY_TIMEOUT_MS = 10_000;

/** Push needs a service worker, the Push API and notifications; iOS has them only in the installed app. */
export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';
}

/** The subscription this device holds for the app, if any. Never waits for a service worker to install. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager?.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/** The VAPID public key as the server gives it (base64url) in the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options?.applicationServerKey;
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('service worker not ready')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Subscribes this device with the server's key (permission must already be granted). A subscription
 * made for another key (the server's key changed) is dropped first: the browser refuses a second key.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await withTimeout(navigator.serviceWorker.ready, READY_TIMEOUT_MS);
  const applicationServerKey = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, applicationServerKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}
