import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../../../shared/texts';
import { base64UrlToBytes } from '../../../lib/push-device';
import { aPlayer, goOffline, goOnline, refusal, serveApi, signedInAs } from '../../../testing/fixtures';
import { installPushBrowser, PUSH_ENDPOINT, removePushBrowser, VAPID_PUBLIC_KEY } from '../../../testing/push';
import { renderScreen } from '../../../testing/render';
import { AccountScreen } from '../components/AccountScreen';

// Issue 32: 'Thông báo đẩy' under Account turns Web Push on or off for this device; once on, the
// player picks what they hear about (kept on the server).

const t = texts.accountArea.push;
const toggle = () => screen.findByRole('checkbox', { name: t.title });
const preferences = (overrides: Partial<Record<'money' | 'verification' | 'notices' | 'bets', boolean>> = {}, subscriptions = 1) => ({
  money: true,
  verification: true,
  notices: true,
  bets: false,
  subscriptions,
  ...overrides,
});
const calls = (requests: Request[], method: string, path: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === `/v1${path}`);

function render() {
  return renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
}

/** jsdom has no PointerEvent; a switch (zag) creates one when it loses focus. */
beforeAll(() => {
  (window as unknown as { PointerEvent?: unknown }).PointerEvent ??= MouseEvent;
});

describe("'Thông báo đẩy' under Account", () => {
  beforeEach(() => goOnline());
  afterEach(() => removePushBrowser());

  it('asks for nothing at start; turned on, asks the permission, subscribes with the server key and posts the subscription as it is', async () => {
    const browser = installPushBrowser();
    const requests = serveApi({
      '/auth/profile': aPlayer(),
      '/push/key': { publicKey: VAPID_PUBLIC_KEY },
      'POST /push/subscriptions': () => new Response(JSON.stringify({ endpoint: PUSH_ENDPOINT, createdAt: '2026-11-23T09:00:00.000Z' }), { status: 201, headers: { 'content-type': 'application/json' } }),
      '/push/preferences': preferences(),
    });
    const user = userEvent.setup();
    render();
    await waitFor(async () => expect(await toggle()).toBeEnabled());
    expect(await toggle()).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(calls(requests, 'GET', '/push/key')).toHaveLength(0);

    await user.click(await toggle());
    await waitFor(async () => expect(await toggle()).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(VAPID_PUBLIC_KEY) });
    const [posted] = calls(requests, 'POST', '/push/subscriptions');
    expect(posted!.headers.get('authorization')).toBe('Bearer access-token');
    expect(await posted!.clone().json()).toEqual({ endpoint: PUSH_ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } });
    expect(await screen.findByText(t.turnedOn)).toBeInTheDocument();

    // What the player hears about shows once push is on: bet results off by default.
    const topics = await screen.findByRole('group', { name: t.topicsTitle });
    expect(within(topics).getByRole('checkbox', { name: t.topics.money })).toBeChecked();
    expect(within(topics).getByRole('checkbox', { name: t.topics.bets })).not.toBeChecked();
    expect(screen.getByTestId('push-devices')).toHaveTextContent('Đang bật trên 1 thiết bị của bạn');
  });

  it('shows on when this device already has a subscription, and turned off, drops it and tells the server its endpoint', async () => {
    const browser = installPushBrowser({ permission: 'granted', subscribed: true });
    const held = browser.subscription!;
    const requests = serveApi({ '/auth/profile': aPlayer(), '/push/preferences': preferences(), 'DELETE /push/subscriptions': { removed: true } });
    const user = userEvent.setup();
    render();
    await waitFor(async () => expect(await toggle()).toBeChecked());

    await user.click(await toggle());
    await waitFor(async () => expect(await toggle()).not.toBeChecked());
    expect(held.unsubscribe).toHaveBeenCalledTimes(1);
    const [deleted] = calls(requests, 'DELETE', '/push/subscriptions');
    expect(await deleted!.clone().json()).toEqual({ endpoint: PUSH_ENDPOINT });
    expect(await screen.findByText(t.turnedOff)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t.topicsTitle })).not.toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says plainly when the permission is refused, and subscribes nothing', async () => {
    const browser = installPushBrowser({ answer: 'denied' });
    const requests = serveApi({ '/auth/profile': aPlayer() });
    const user = userEvent.setup();
    render();
    await waitFor(async () => expect(await toggle()).toBeEnabled());
    await user.click(await toggle());
    expect(await screen.findByTestId('push-problem')).toHaveTextContent(t.denied);
    expect(await toggle()).not.toBeChecked();
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls(requests, 'POST', '/push/subscriptions')).toHaveLength(0);
  });

  it('offline, says that turning it on needs the network, and subscribes nothing', async () => {
    const browser = installPushBrowser();
    serveApi({ '/auth/profile': aPlayer() });
    const user = userEvent.setup();
    render();
    await waitFor(async () => expect(await toggle()).toBeEnabled());
    goOffline();
    await user.click(await toggle());
    expect(await screen.findByTestId('push-problem')).toHaveTextContent(t.offline);
    await waitFor(async () => expect(await toggle()).not.toBeChecked());
    expect(browser.subscribe).not.toHaveBeenCalled();
  });

  it('says so at once when notifications were blocked before', async () => {
    installPushBrowser({ permission: 'denied' });
    serveApi({ '/auth/profile': aPlayer() });
    render();
    expect(await screen.findByTestId('push-problem')).toHaveTextContent(t.denied);
  });

  it('where the browser has no push, says so and the switch cannot be turned on', async () => {
    serveApi({ '/auth/profile': aPlayer() });
    render();
    expect(await toggle()).toBeDisabled();
    expect(screen.getByTestId('push-problem')).toHaveTextContent(t.unsupported);
  });

  it('drops the browser subscription again when the server refuses it, so the switch stays off', async () => {
    const browser = installPushBrowser();
    serveApi({ '/auth/profile': aPlayer(), '/push/key': { publicKey: VAPID_PUBLIC_KEY }, 'POST /push/subscriptions': () => refusal(400, 'Địa chỉ nhận thông báo không hợp lệ') });
    const user = userEvent.setup();
    render();
    await waitFor(async () => expect(await toggle()).toBeEnabled());
    await user.click(await toggle());
    expect(await screen.findByText('Địa chỉ nhận thông báo không hợp lệ')).toBeInTheDocument();
    await waitFor(() => expect(browser.subscription).toBeNull());
    expect(await toggle()).not.toBeChecked();
  });

  it('saves what the player hears about on the server: all four choices at once', async () => {
    installPushBrowser({ permission: 'granted', subscribed: true });
    const requests = serveApi({
      '/auth/profile': aPlayer(),
      'GET /push/preferences': preferences({}, 2),
      'PUT /push/preferences': async (request: Request) => ({ ...(await request.clone().json()), subscriptions: 2 }),
    });
    const user = userEvent.setup();
    render();
    const topics = await screen.findByRole('group', { name: t.topicsTitle });
    await user.click(within(topics).getByRole('checkbox', { name: t.topics.bets }));
    await waitFor(() => expect(within(topics).getByRole('checkbox', { name: t.topics.bets })).toBeChecked());
    await user.click(within(topics).getByRole('checkbox', { name: t.topics.notices }));
    await waitFor(() => expect(within(topics).getByRole('checkbox', { name: t.topics.notices })).not.toBeChecked());
    const puts = calls(requests, 'PUT', '/push/preferences');
    expect(puts).toHaveLength(2);
    expect(await puts[0]!.clone().json()).toEqual({ money: true, verification: true, notices: true, bets: true });
    expect(await puts[1]!.clone().json()).toEqual({ money: true, verification: true, notices: false, bets: true });
    expect(screen.getByTestId('push-devices')).toHaveTextContent('Đang bật trên 2 thiết bị của bạn');
  });
});
