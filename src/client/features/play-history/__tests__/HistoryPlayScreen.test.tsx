import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Participation, ParticipationResponse, RoundStats } from '../../../../shared/api/rounds';
import { cursorsSent, pageOfRows } from '../../../testing/cursor-pages';
import { goOffline, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { HistoryPlayScreen } from '../components/HistoryPlayScreen';

// Issue 30: a player on 1-minute rounds passes 100 rounds in under two hours; the history reads on
// past them, page after page by cursor, to the first round they joined.

/** Rounds 1..n joined, the last joined first; the cursor is a round's entry (here its id). */
const joined = (n: number): Participation[] =>
  Array.from({ length: n }, (_, i) => {
    const id = n - i;
    return { session: { id, zone: 'LEVEL_1', incId: 29_000_000 + id }, totalBet: 10, totalWinnings: id % 2 ? 19.5 : 0, settled: true, endTime: '2026-11-20T08:00:00.000Z' };
  });

function serveHistory(rounds: Participation[]) {
  return serveApi({
    '/sessions/stats': (request: Request): ParticipationResponse => {
      const { results, nextCursor, first } = pageOfRows(rounds, request, (r) => r.session.id);
      return { results, limit: 20, nextCursor, ...(first ? { page: 1, totalPages: 7, totalResults: rounds.length, totalWinnings: 1267.5 } : {}) };
    },
    '/sessions/42/stats': (): RoundStats => ({
      id: 42, incId: 29_000_042, zone: 'LEVEL_1', startTime: '2026-11-20T07:59:00.000Z', endTime: '2026-11-20T08:00:00.000Z', status: 'SETTLED',
      seedHash: 'h', seed: 's', result: '12345', payoutBps: 19_500, totalBet: 10, totalWinnings: 0, bets: [],
    }),
  });
}

describe('HistoryPlayScreen', () => {
  beforeEach(() => goOnline());

  it("'Xem thêm' reads on past 100 rounds, page by page from each page's cursor, to the first round joined", async () => {
    const rounds = joined(130);
    const requests = serveHistory(rounds);
    const user = userEvent.setup();
    renderScreen(<HistoryPlayScreen />, { path: '/history-play', preloadedState: signedInAs() });
    expect(await screen.findAllByTestId('play-history-row')).toHaveLength(20);
    // The footer counts the whole history, from the first page.
    expect(screen.getByTestId('history-footer')).toHaveTextContent('Số lệnh: 130');

    for (let shown = 40; shown <= 140; shown += 20) {
      await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
      await waitFor(() => expect(screen.getAllByTestId('play-history-row')).toHaveLength(Math.min(shown, 130)));
    }
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
    const chips = screen.getAllByTestId('play-history-row').map((row) => Number(within(row).getAllByRole('cell').at(-1)!.textContent) - 29_000_000);
    expect(chips).toEqual(rounds.map((r) => r.session.id));
    expect(cursorsSent(requests, '/sessions/stats')).toEqual([null, '111', '91', '71', '51', '31', '11']);
  });

  it('keeps only the first page for offline reading, and shows it offline without more to read', async () => {
    serveHistory(joined(50));
    const user = userEvent.setup();
    const { store, unmount } = renderScreen(<HistoryPlayScreen />, { path: '/history-play', preloadedState: signedInAs() });
    await screen.findAllByTestId('play-history-row');
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(screen.getAllByTestId('play-history-row')).toHaveLength(40));
    const saved = store.getState().offline.entries.playHistory!.data as ParticipationResponse;
    expect(saved.results.map((r) => r.session.id)).toEqual(joined(50).slice(0, 20).map((r) => r.session.id));
    unmount();

    goOffline();
    renderScreen(<HistoryPlayScreen />, { path: '/history-play', preloadedState: { ...signedInAs(), offline: store.getState().offline } });
    expect(await screen.findAllByTestId('play-history-row')).toHaveLength(20);
    expect(screen.getByTestId('saved-data-notice')).toHaveTextContent('Bạn đang ngoại tuyến: đây là dữ liệu đã lưu');
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
  });

  it('opens the round a link names (?round=): where a bet or a win of the balance history leads', async () => {
    serveHistory(joined(3));
    renderScreen(<HistoryPlayScreen />, { path: '/history-play', url: '/history-play?round=42', preloadedState: signedInAs() });
    const dialog = await screen.findByTestId('round-detail');
    expect(await within(dialog).findByText(/Phiên 29000042/)).toBeInTheDocument();
  });
});
