import { screen, waitFor } from '@testing-library/react';
import type { SessionsResponse } from '../../../../shared/api/rounds';
import { aPlayer, goOffline, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { makeRound } from '../../../testing/rounds';
import { TrendScreen } from '../components/TrendScreen';

const rounds: SessionsResponse = { results: [makeRound('LEVEL_3', 42, '12345')], totalResults: 1, totalPages: 1, page: 1, limit: 20 };
const player = aPlayer();

describe('TrendScreen', () => {
  beforeEach(() => goOnline());

  it('is a bottom-bar tab: no back arrow', async () => {
    serveApi({ '/sessions': rounds });
    renderScreen(<TrendScreen />, { path: '/trend', preloadedState: signedInAs(player) });
    expect(await screen.findByRole('heading', { name: 'Xu hướng kỷ lục' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();
  });

  it('offline, shows the rounds saved when last read and when, not "no rounds yet"', async () => {
    serveApi({ '/sessions': rounds });
    const { store, unmount } = renderScreen(<TrendScreen />, { path: '/trend', preloadedState: signedInAs(player) });
    await waitFor(() => expect(store.getState().offline.entries['trend:LEVEL_3']).toBeDefined());
    unmount();

    goOffline();
    renderScreen(<TrendScreen />, { path: '/trend', preloadedState: { ...signedInAs(player), offline: store.getState().offline } });
    expect(await screen.findByTestId('saved-data-notice')).toHaveTextContent(/Bạn đang ngoại tuyến: đây là dữ liệu đã lưu\. Cập nhật lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(screen.getByTestId('trend-row')).toHaveAttribute('data-inc-id', '42');
    expect(screen.queryByText('Chưa có phiên nào kết thúc')).not.toBeInTheDocument();
  });

  it('offline with nothing saved says it is offline, not that there are no rounds', async () => {
    goOffline();
    renderScreen(<TrendScreen />, { path: '/trend', preloadedState: signedInAs(player) });
    expect(await screen.findByTestId('saved-data-notice')).toHaveTextContent('Bạn đang ngoại tuyến');
    expect(screen.queryByText('Chưa có phiên nào kết thúc')).not.toBeInTheDocument();
  });
});
