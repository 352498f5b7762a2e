import { expect, type Page, test } from '@playwright/test';
import { bearer, operatorToken, registerPlayer, signIn, type TestPlayer } from './support/account';
import { E2E_BASE_URL } from './support/env';
import { aTestDevice, LocalPushService, type TestDevice } from './support/push-service';

// Issue 32, Web Push, in Chromium against the real server (nothing of the server is mocked):
// 'Thông báo đẩy' under Account subscribes this device and the server stores it; an operator's
// notice reaches the device's push service encrypted; fed to the service worker, it shows as a
// notification; turning push off and signing out take the device off the server.
//
// What stands in for the internet:
// - The push service. Chromium's is FCM, out of reach here (no internet, and the browser runs with
//   --disable-background-networking); headless Chromium refuses pushManager.subscribe() at once anyway
//   ("AbortError: Registration failed - permission denied", notifications granted or not). So the
//   BROWSER's PushManager.subscribe/getSubscription alone are replaced (page.addInitScript): they
//   return a subscription whose endpoint is the push service of e2e/support/push-service.ts, with
//   keys made by the test, as a browser makes them. The app, its calls and the server are the real
//   ones; the server is told that push service is allowed (PUSH_ENDPOINT_ALLOWLIST,
//   playwright.config.ts) and posts to it as it would to FCM, encrypted and signed.
// - The delivery. What FCM would hand the browser is handed to the service worker through the
//   DevTools protocol (ServiceWorker.deliverPushMessage): the real `push` handler of src/client/sw.ts
//   shows it. No DevTools command clicks a notification: the `notificationclick` handler is proven
//   by src/client/sw/__tests__/push-handlers.test.ts.

const service = new LocalPushService();
test.beforeAll(() => service.start());
test.afterAll(() => service.stop());

/** Replaces the browser's PushManager with one subscribed to the local push service (see above). */
async function subscribeThroughLocalService(page: Page, device: TestDevice) {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const state = window as unknown as { pushKeyUsed?: string; pushUnsubscribed?: number };
    let held: PushSubscription | null = null;
    const base64Url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      const applicationServerKey = key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) as ArrayBuffer;
      state.pushKeyUsed = base64Url(applicationServerKey);
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey, userVisibleOnly: options?.userVisibleOnly ?? false },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          held = null;
          state.pushUnsubscribed = (state.pushUnsubscribed ?? 0) + 1;
          return true;
        },
      };
      held = subscription as unknown as PushSubscription;
      return held;
    };
    PushManager.prototype.getSubscription = async () => held;
  }, device);
}

async function preferences(request: Parameters<typeof registerPlayer>[0], player: TestPlayer) {
  const res = await request.get('/v1/push/preferences', { headers: bearer(player.token) });
  expect(res.status()).toBe(200);
  return res.json() as Promise<{ money: boolean; verification: boolean; notices: boolean; bets: boolean; subscriptions: number }>;
}

/** The notifications the service worker shows. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown, icon: n.icon }));
  });
}

test("a player turns 'Thông báo đẩy' on; an operator's notice is pushed to the device and shows, a tap opens the inbox; off and sign-out take the device off the server", async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const device = aTestDevice();
  await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });
  await subscribeThroughLocalService(page, device);
  const player = await registerPlayer(request, 'pu');
  await signIn(page, player);
  // The service worker is the one that receives pushes: installed and active before anything else.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.getByRole('link', { name: 'Tài khoản' }).click();

  // Off at first: the browser holds no subscription. Turned on: the server stores this device.
  const toggle = page.getByRole('checkbox', { name: 'Thông báo đẩy' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();
  // The switch is drawn: the player sees on and off.
  await expect(page.locator('[data-scope="switch"][data-part="control"]').first()).toBeVisible();
  await page.getByText('Thông báo đẩy', { exact: true }).click();
  await expect(page.getByText('Đã bật thông báo đẩy trên thiết bị này')).toBeVisible();
  await expect(toggle).toBeChecked();
  const { publicKey } = await (await request.get('/v1/push/key')).json();
  expect(await page.evaluate(() => (window as unknown as { pushKeyUsed?: string }).pushKeyUsed)).toBe(publicKey);
  await expect.poll(async () => (await preferences(request, player)).subscriptions).toBe(1);

  // What the player hears about is kept on the server: bet results are off until turned on.
  const topics = page.getByRole('group', { name: 'Nhận thông báo về' });
  await expect(topics.getByRole('checkbox', { name: 'Kết quả lệnh đặt' })).not.toBeChecked();
  await topics.getByText('Kết quả lệnh đặt').click();
  await expect(topics.getByRole('checkbox', { name: 'Kết quả lệnh đặt' })).toBeChecked();
  await expect.poll(async () => (await preferences(request, player)).bets).toBe(true);

  // An operator's notice, also as a push: the server posts it to the device's push service.
  const sent = await request.post('/v1/admin/notifications', {
    headers: bearer(await operatorToken(request)),
    data: { playerId: player.id, title: 'Bảo trì', content: 'Hệ thống bảo trì lúc 2 giờ sáng', push: true },
  });
  expect(sent.status()).toBe(201);
  await expect.poll(() => service.to(device).length, { timeout: 20_000 }).toBe(1);
  const [push] = service.to(device);
  expect(push!.headers['content-encoding']).toBe('aes128gcm');
  expect(String(push!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
  const message = device.decrypt(push!.body);
  expect(JSON.parse(message)).toMatchObject({ title: 'Bảo trì', body: 'Hệ thống bảo trì lúc 2 giờ sáng', url: '/notifications' });

  // What the push service would hand the browser, handed to the service worker: it shows it.
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted)!;
  // The worker's showNotification calls are watched: the displayed list is read only once Chromium has
  // taken the notification. A getNotifications() that runs between Chromium's writing a notification
  // and its showing it drops it from the list for good (the list is synchronized with what is shown),
  // which a test polling at once met on a loaded machine. DevTools stays attached to the worker, so it
  // is not stopped (and the watch not lost) before the push arrives.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(() => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; shownByPush?: Array<{ title: string; settled?: string }> };
    const show = scope.registration.showNotification.bind(scope.registration);
    const shown: Array<{ title: string; settled?: string }> = (scope.shownByPush = []);
    scope.registration.showNotification = (title, options) => {
      const call: { title: string; settled?: string } = { title };
      shown.push(call);
      return show(title, options).then(
        () => void (call.settled = 'shown'),
        (error: unknown) => {
          call.settled = String(error);
          throw error;
        },
      );
    };
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: E2E_BASE_URL, registrationId, data: message });
  await expect.poll(() => worker.evaluate(() => (globalThis as unknown as { shownByPush: unknown }).shownByPush)).toEqual([{ title: 'Bảo trì', settled: 'shown' }]);
  await expect.poll(() => shownNotifications(page)).toEqual([
    expect.objectContaining({ title: 'Bảo trì', body: 'Hệ thống bảo trì lúc 2 giờ sáng', data: { url: '/notifications' }, icon: `${E2E_BASE_URL}/icons/icon-192.png` }),
  ]);

  // The open app heard it live too ('Thông báo', over its socket): acknowledged.
  const dialog = page.getByTestId('notification-dialog');
  await expect(dialog).toContainText('Hệ thống bảo trì lúc 2 giờ sáng');
  await dialog.getByRole('button', { name: 'ĐỒNG Ý' }).click();
  await expect(dialog).toBeHidden();

  // A tap on it. No DevTools command clicks a notification, so the real service worker is handed the
  // event its platform fires, on the notification it showed: the open app goes to the inbox in place.
  await expect(page).not.toHaveURL(/\/notifications$/);
  await worker.evaluate(async () => {
    type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const scope = globalThis as unknown as Scope;
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL(/\/notifications$/);
  await expect.poll(() => shownNotifications(page)).toEqual([]);
  await page.goBack();

  // Off: the browser's subscription goes, and the server's.
  await page.getByText('Thông báo đẩy', { exact: true }).click();
  await expect(page.getByText('Đã tắt thông báo đẩy trên thiết bị này')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await preferences(request, player)).subscriptions).toBe(0);

  // On again, then signing out: the device is taken off the server before the sign-in ends.
  await page.getByText('Thông báo đẩy', { exact: true }).click();
  await expect(toggle).toBeChecked();
  await expect.poll(async () => (await preferences(request, player)).subscriptions).toBe(1);
  const order: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path === '/v1/push/subscriptions' || path === '/v1/auth/logout') order.push(`${sent.method()} ${path}`);
  });
  await page.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect(page.getByText('WELCOME TO')).toBeVisible();
  await expect.poll(() => order).toEqual(['DELETE /v1/push/subscriptions', 'POST /v1/auth/logout']);
  expect(await page.evaluate(() => (window as unknown as { pushUnsubscribed?: number }).pushUnsubscribed)).toBe(2);
  await expect.poll(async () => (await preferences(request, player)).subscriptions).toBe(0);
});
