import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPayload } from '../../../../shared/realtime';
import { createTestStore } from '../../../testing/store';
import { notificationReceived, notificationsReadOnServer } from '../../../stores/realtime-actions';
import { profileApi } from '../../../api/profile';
import { aPlayer, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { inboxApi } from '../api/inbox-api';
import { NotificationDialog } from '../components/NotificationDialog';
import { selectCurrentNotification } from '../../../stores/notifications-slice';

const approved: NotificationPayload = { id: 'n-1', title: 'Thông báo', content: 'Yêu cầu quy đổi 100 điểm đã được duyệt.' };
const won: NotificationPayload = {
  id: 'bet-7-1',
  title: 'Kết quả phiên',
  content: 'Sản phẩm, phiên 120: kết quả 12345.\nBạn đặt 1 lệnh, tổng 100 điểm: thắng 195 điểm.',
  bet: { roundId: 7, zone: 'LEVEL_3', incId: 120, result: '12345', bets: 1, amount: 100, winnings: 195 },
};

/** A pair of stand-in channels joined like two tabs' BroadcastChannels. */
function linkedChannels() {
  const make = () => ({ onmessage: null as ((e: MessageEvent) => void) | null, postMessage: jest.fn(), close: jest.fn() });
  const [a, b] = [make(), make()];
  a.postMessage.mockImplementation((data) => b.onmessage?.({ data } as MessageEvent));
  b.postMessage.mockImplementation((data) => a.onmessage?.({ data } as MessageEvent));
  return [a as unknown as BroadcastChannel, b as unknown as BroadcastChannel] as const;
}

describe("the 'Thông báo' dialog", () => {
  it("opens on a notification and closes with 'ĐỒNG Ý'", async () => {
    const user = userEvent.setup();
    const { store } = renderScreen(<NotificationDialog />, { preloadedState: signedInAs() });
    act(() => void store.dispatch(notificationReceived(approved)));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Thông báo');
    expect(screen.getByText(approved.content)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ĐỒNG Ý' }));
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('reaches the other tabs, once, without echo; a sound plays only for a bet, in the receiving tab', async () => {
    const [one, two] = linkedChannels();
    const sounds = { one: jest.fn(), two: jest.fn() };
    const tabOne = createTestStore(signedInAs(), { notifications: { createChannel: () => one, playSound: sounds.one } });
    const tabTwo = createTestStore(signedInAs(), { notifications: { createChannel: () => two, playSound: sounds.two } });

    tabOne.dispatch(notificationReceived(approved));
    expect(selectCurrentNotification(tabTwo.getState())).toEqual(approved);
    expect(one.postMessage).toHaveBeenCalledTimes(1);
    expect(two.postMessage).not.toHaveBeenCalled();
    expect(sounds.one).not.toHaveBeenCalled();

    tabOne.dispatch(notificationReceived(won));
    await waitFor(() => expect(sounds.one).toHaveBeenCalledTimes(1));
    expect(sounds.two).not.toHaveBeenCalled();

    // The same notification from the tab's own socket later is not shown twice.
    tabTwo.dispatch(notificationReceived(approved));
    expect(tabTwo.getState().notifications.queue.map((n) => n.id)).toEqual(['n-1', won.id]);
  });

  it("'ĐỒNG Ý' in one tab closes the dialog in the other at once, and its badge is read again once the server has the read", async () => {
    const user = userEvent.setup();
    const [one, two] = linkedChannels();
    let unread = 1;
    const requests = serveApi({
      'GET /notifications': () => ({ results: [], page: 1, limit: 20, total: 1, totalPages: 1, unread }),
      'POST /notifications/read': () => {
        unread = 0;
        return { unread };
      },
    });
    const tabTwo = createTestStore(signedInAs(), { notifications: { createChannel: () => two, playSound: jest.fn() } });
    await tabTwo.dispatch(inboxApi.endpoints.getInbox.initiate({ page: 1, limit: 20 }));
    const tabOne = createTestStore(signedInAs(), { notifications: { createChannel: () => one, playSound: jest.fn() } });
    renderScreen(<NotificationDialog />, { store: tabOne });
    act(() => void tabOne.dispatch(notificationReceived(approved)));
    expect(selectCurrentNotification(tabTwo.getState())).toEqual(approved);

    await user.click(await screen.findByRole('button', { name: 'ĐỒNG Ý' }));
    expect(selectCurrentNotification(tabTwo.getState())).toBeUndefined();
    const unreadIn = (store: typeof tabTwo) => inboxApi.endpoints.getInbox.select({ page: 1, limit: 20 })(store.getState()).data?.unread;
    await waitFor(() => expect(unreadIn(tabTwo)).toBe(0));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('closes the dialog and reads the badge again when the server tells of a read on another device (NOTIFICATIONS_READ)', async () => {
    let unread = 2;
    const requests = serveApi({ 'GET /notifications': () => ({ results: [], page: 1, limit: 20, total: 2, totalPages: 1, unread }) });
    const store = createTestStore(signedInAs(), { notifications: { createChannel: () => undefined, playSound: jest.fn() } });
    await store.dispatch(inboxApi.endpoints.getInbox.initiate({ page: 1, limit: 20 }));
    store.dispatch(notificationReceived(approved));
    store.dispatch(notificationReceived(won));
    expect(selectCurrentNotification(store.getState())).toEqual(approved);
    // The other device read the first one: the second is shown now.
    unread = 1;
    store.dispatch(notificationsReadOnServer({ ids: [approved.id] }));
    expect(selectCurrentNotification(store.getState())).toEqual(won);
    const unreadNow = () => inboxApi.endpoints.getInbox.select({ page: 1, limit: 20 })(store.getState()).data?.unread;
    await waitFor(() => expect(unreadNow()).toBe(1));
    // 'Tất cả' there: nothing is left here, bet results included.
    unread = 0;
    store.dispatch(notificationsReadOnServer({ all: true }));
    expect(selectCurrentNotification(store.getState())).toBeUndefined();
    await waitFor(() => expect(unreadNow()).toBe(0));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refreshes the balance (and the histories) it may have changed', async () => {
    const store = createTestStore(signedInAs(aPlayer({ balance: 100 })), { notifications: { createChannel: () => undefined, playSound: jest.fn() } });
    const requests = serveApi({ '/auth/profile': () => (requests.length > 1 ? aPlayer({ balance: 350, balanceVersion: 2 }) : aPlayer({ balance: 100 })) });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(requests).toHaveLength(1);
    store.dispatch(notificationReceived({ id: 'n-3', title: 'Thông báo', content: 'Bạn đã được nạp 250 điểm.' }));
    await waitFor(() => expect(store.getState().auth.profile?.balance).toBe(350));
    expect(requests).toHaveLength(2);
  });
});
