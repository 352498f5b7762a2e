import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPayload } from '../../../../shared/realtime';
import { texts } from '../../../../shared/texts';
import { setBetSound } from '../../../lib/bet-sound';
import { notificationReceived } from '../../../stores/realtime-actions';
import { serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { createTestStore } from '../../../testing/store';
import { NotificationDialog } from '../components/NotificationDialog';
import { selectCurrentNotification } from '../../../stores/notifications-slice';

// Issue 30: a round's result reaches each of the bettor's tabs (its own socket, or another tab);
// the sound plays once, in one tab, unless turned off under Account.

const result: NotificationPayload = {
  id: 'bet-7-1',
  title: texts.accountArea.notification.betResultTitle,
  content: 'Sản phẩm, phiên 120: kết quả 12345.\nBạn đặt 1 lệnh, tổng 100 điểm: thắng 195 điểm.',
  bet: { roundId: 7, zone: 'LEVEL_3', incId: 120, result: '12345', bets: 1, amount: 100, winnings: 195 },
};

/** Two tabs' BroadcastChannels, joined. */
function linkedChannels() {
  const make = () => ({ onmessage: null as ((e: MessageEvent) => void) | null, postMessage: jest.fn(), close: jest.fn() });
  const [a, b] = [make(), make()];
  a.postMessage.mockImplementation((data) => b.onmessage?.({ data } as MessageEvent));
  b.postMessage.mockImplementation((data) => a.onmessage?.({ data } as MessageEvent));
  return [a as unknown as BroadcastChannel, b as unknown as BroadcastChannel] as const;
}

/** The browser's Web Locks, shared by the tabs of one origin: a lock asked `ifAvailable` while held is refused. */
function installWebLocks() {
  const held = new Set<string>();
  const locks = {
    request: (name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) => {
      if (held.has(name)) return Promise.resolve(callback(null));
      held.add(name);
      return Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).finally(() => held.delete(name));
    },
  };
  Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
}

beforeEach(() => localStorage.clear());
afterEach(() => Reflect.deleteProperty(navigator, 'locks'));

describe('a bet result', () => {
  it('opens the dialog in every tab and plays its sound in one of them only, even when each tab\'s socket delivers it', async () => {
    installWebLocks();
    const [one, two] = linkedChannels();
    const sounds = { one: jest.fn(), two: jest.fn() };
    const tabOne = createTestStore(signedInAs(), { notifications: { createChannel: () => one, playSound: sounds.one } });
    const tabTwo = createTestStore(signedInAs(), { notifications: { createChannel: () => two, playSound: sounds.two } });
    // Both tabs' sockets are in the player's room: both hear it, about at once.
    tabOne.dispatch(notificationReceived(result));
    tabTwo.dispatch(notificationReceived(result));
    await waitFor(() => expect(sounds.one.mock.calls.length + sounds.two.mock.calls.length).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(sounds.one.mock.calls.length + sounds.two.mock.calls.length).toBe(1);
    expect(selectCurrentNotification(tabOne.getState())).toEqual(result);
    expect(selectCurrentNotification(tabTwo.getState())).toEqual(result);
    expect(tabTwo.getState().notifications.queue).toHaveLength(1);
  });

  it('plays no sound once the player turned it off (Account); the dialog still opens', async () => {
    setBetSound(false);
    const playSound = jest.fn();
    const tab = createTestStore(signedInAs(), { notifications: { createChannel: () => undefined, playSound } });
    tab.dispatch(notificationReceived(result));
    await new Promise((r) => setTimeout(r, 20));
    expect(playSound).not.toHaveBeenCalled();
    expect(selectCurrentNotification(tab.getState())).toEqual(result);
    // Turned on again, the next one plays.
    setBetSound(true);
    tab.dispatch(notificationReceived({ ...result, id: 'bet-8-1' }));
    await waitFor(() => expect(playSound).toHaveBeenCalledTimes(1));
  });

  it("closes with 'ĐỒNG Ý', which reads it in the inbox too (the same id)", async () => {
    const reads: unknown[] = [];
    serveApi({
      'POST /notifications/read': async (request: Request) => {
        reads.push(await request.json());
        return { unread: 0 };
      },
    });
    const user = userEvent.setup();
    const { store } = renderScreen(<NotificationDialog />, { preloadedState: signedInAs() });
    act(() => void store.dispatch(notificationReceived(result)));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('thắng 195 điểm');
    await user.click(screen.getByRole('button', { name: texts.accountArea.notification.ok }));
    expect(store.getState().notifications.queue).toEqual([]);
    await waitFor(() => expect(reads).toEqual([{ ids: [result.id] }]));
  });
});
