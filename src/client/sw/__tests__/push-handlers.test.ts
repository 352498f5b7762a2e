import { followNotificationClicks } from '../../app/notification-clicks';
import { type AppClients, type AppWindow, appPath, NOTIFICATION_BADGE, NOTIFICATION_ICON, openFromNotification, showPush } from '../push-handlers';

// Issue 32: what the service worker (src/client/sw.ts) does with a push and with a tap on its
// notification. Chromium's DevTools protocol can deliver a push (e2e/push.spec.ts) but has no command
// that clicks a notification, so the click is proven here, on fakes of the worker's clients.

const ORIGIN = 'https://app.example';
const payload = (value: unknown) => ({ text: () => (typeof value === 'string' ? value : JSON.stringify(value)) });

function registration() {
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  return { shown, showNotification: async (title: string, options?: NotificationOptions) => void shown.push({ title, options }) };
}

function aWindow(url: string, focused = false): AppWindow & { messages: unknown[]; focus: jest.Mock } {
  const messages: unknown[] = [];
  return { url, focused, messages, focus: jest.fn(async () => undefined), postMessage: (message: unknown) => void messages.push(message) };
}

function clientsWith(windows: AppWindow[]): AppClients & { openWindow: jest.Mock } {
  return { matchAll: async () => windows, openWindow: jest.fn(async () => null) };
}

function aNotification(data: unknown) {
  return { data, close: jest.fn() };
}

describe('a push', () => {
  it("shows the server's title, text and tag, with the app's icon and badge, keeping where a tap goes", async () => {
    const r = registration();
    await showPush(payload({ title: 'Rút điểm', body: 'Yêu cầu quy đổi 100 điểm đã được duyệt.', url: '/history-withdraw', tag: 'withdrawal-9' }), r, ORIGIN);
    expect(r.shown).toEqual([
      {
        title: 'Rút điểm',
        options: { body: 'Yêu cầu quy đổi 100 điểm đã được duyệt.', icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, tag: 'withdrawal-9', data: { url: '/history-withdraw' } },
      },
    ]);
  });

  it('still shows a notification for a message it cannot read (every push must show one)', async () => {
    const r = registration();
    await showPush(payload('not json'), r, ORIGIN);
    await showPush(null, r, ORIGIN);
    expect(r.shown.map((n) => [n.title, n.options?.body, n.options?.data])).toEqual([
      ['Thông báo', '', { url: '/' }],
      ['Thông báo', '', { url: '/' }],
    ]);
  });

  it('keeps only a path of the app as where a tap goes', () => {
    expect(appPath('/notifications?x=1#top', ORIGIN)).toBe('/notifications?x=1#top');
    for (const url of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'notifications', 42, undefined]) {
      expect(appPath(url, ORIGIN)).toBe('/');
    }
  });
});

describe('a tap on the notification', () => {
  it('closes it, focuses the open window of the app and tells it where to go', async () => {
    const background = aWindow(`${ORIGIN}/trend`);
    const front = aWindow(`${ORIGIN}/`, true);
    const clients = clientsWith([background, front]);
    const notification = aNotification({ url: '/history-withdraw' });
    await openFromNotification(notification, clients, ORIGIN);
    expect(notification.close).toHaveBeenCalled();
    expect(front.focus).toHaveBeenCalled();
    expect(front.messages).toEqual([{ type: 'OPEN_URL', url: '/history-withdraw' }]);
    expect(background.messages).toEqual([]);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window there when none of the app is open', async () => {
    const clients = clientsWith([]);
    await openFromNotification(aNotification({ url: '/notifications' }), clients, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith('/notifications');
  });

  it('never opens another site, whatever the notification carries', async () => {
    const clients = clientsWith([]);
    await openFromNotification(aNotification({ url: 'https://evil.example/' }), clients, ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith('/');
  });

  it('is followed in place by the open app, for a path of the app only', () => {
    const container = new EventTarget();
    const router = { navigate: jest.fn() };
    followNotificationClicks(router, container as ServiceWorkerContainer);
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'OPEN_URL', url: '/notifications' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'OPEN_URL', url: 'https://evil.example/' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE', url: '/trend' } }));
    expect(router.navigate.mock.calls).toEqual([['/notifications'], ['/']]);
  });
});
