import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SafetyResponse } from '../../../../shared/api/safety';
import { PLAY_SESSION_STORAGE_KEY } from '../../../config/constants';
import { serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { RealityCheck } from '../components/RealityCheck';
import { playSessionClock, type PlaySessionClock } from '../lib/play-session';

const MINUTE = 60_000;
const limit = { amount: null, pending: null, used: 0, resetsAt: '2026-11-20T17:00:00.000Z' };
const safety = (realityCheckMinutes: number | null): SafetyResponse => ({ limits: { DAY: limit, WEEK: limit, MONTH: limit }, realityCheckMinutes, pause: null });

function setup(minutes: number | null, session: PlaySessionClock = playSessionClock()) {
  const requests = serveApi({ '/players/7/safety': safety(minutes), '/players/7/safety/result': { stakes: 300, winnings: 195, net: -105, bets: 3 } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderScreen(<RealityCheck session={session} />, { preloadedState: signedInAs() });
  return { requests, user, ...rendered };
}

async function advance(ms: number) {
  await act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
}

/** Lets the player's settings arrive (the store batches its updates on timers, which are fake here). */
async function settingsLoaded(store: ReturnType<typeof setup>['store']) {
  for (let i = 0; i < 100 && !store.getState().api.queries['getSafety(7)']?.data; i++) await advance(1);
  expect(store.getState().api.queries['getSafety(7)']?.data).toBeDefined();
}

describe('the reality check', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 20, 3, 0) });
  });
  afterEach(() => jest.useRealTimers());

  it('appears after the chosen minutes with the time played and the net result since the session began', async () => {
    const start = Date.now();
    const { requests, user, store } = setup(15);
    await settingsLoaded(store);
    await advance(15 * MINUTE - 1000 - (Date.now() - start));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1000);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('reality-played')).toHaveTextContent('Bạn đã chơi 15 phút.');
    expect(await within(dialog).findByTestId('reality-net')).toHaveTextContent('-105');
    const asked = requests.find((r) => r.url.includes('/safety/result'))!;
    expect(new URL(asked.url).searchParams.get('since')).toBe(String(start));

    // 'Tiếp tục' closes it until the next interval: 30 minutes into the session.
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await advance(15 * MINUTE);
    expect(await screen.findByTestId('reality-played')).toHaveTextContent('Bạn đã chơi 30 phút.');
    expect(requests.filter((r) => r.url.includes('/safety/result'))).toHaveLength(2);
  });

  it("counts from the session's start across a reload, and 'Dừng chơi' signs out", async () => {
    sessionStorage.setItem(PLAY_SESSION_STORAGE_KEY, String(Date.now() - 50 * MINUTE));
    const { user, store } = setup(30);
    await settingsLoaded(store);
    await advance(10 * MINUTE);
    expect(await screen.findByTestId('reality-played')).toHaveTextContent('Bạn đã chơi 1 giờ');
    await user.click(screen.getByRole('button', { name: 'Dừng chơi' }));
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('comes at once when one fell due before the interval was known (a slow network, a sleeping tab), then at the next interval', async () => {
    const { user, store } = setup(15);
    // 16 minutes pass before the player's settings arrive (no timer runs meanwhile).
    jest.setSystemTime(Date.now() + 16 * MINUTE);
    await settingsLoaded(store);
    await advance(1);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('reality-played')).toHaveTextContent('Bạn đã chơi 16 phút.');
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The next one is 30 minutes into the session, not 15 minutes after the late one.
    await advance(13 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1 * MINUTE);
    expect(await screen.findByTestId('reality-played')).toHaveTextContent('Bạn đã chơi 30 phút.');
  });

  it('counts from when the shell showed, not from when the check itself was set up a moment later', async () => {
    const start = Date.now();
    const session = playSessionClock();
    // A busy phone: 15 minutes and a second pass between the shell's first render and the check's.
    jest.setSystemTime(start + 15 * MINUTE + 1000);
    const { store } = setup(15, session);
    await settingsLoaded(store);
    await advance(1);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('reality-played')).toHaveTextContent('Bạn đã chơi 15 phút.');
  });

  it('never appears when the player turned it off', async () => {
    const { store } = setup(null);
    await settingsLoaded(store);
    await advance(180 * MINUTE);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
