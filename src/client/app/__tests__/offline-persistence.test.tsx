import { screen, waitFor } from '@testing-library/react';
import { type Persistor, persistStore } from 'redux-persist';
import type { WithdrawalsResponse } from '../../../shared/api/withdrawals';
import { profileApi } from '../../api/profile';
import { withdrawalRulesApi } from '../../api/withdrawal-rules';
import { depositsApi } from '../../features/deposits/api/deposits-api';
import { playHistoryApi } from '../../features/play-history/api/play-history-api';
import { withdrawalsApi } from '../../features/withdrawals/api/withdrawals-api';
import { WithdrawHistoryScreen } from '../../features/withdrawals/components/WithdrawHistoryScreen';
import { signedIn, signedOut } from '../../stores/auth-slice';
import { aPlayer, goOffline, goOnline, serveApi, tokenExpiringIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { type AppStore } from '../store';
import { createTestStore } from '../../testing/store';

const withdrawals: WithdrawalsResponse = {
  withdrawals: [
    { id: 2, createdAt: '2026-11-20T08:00:00.000Z', amount: 250, fee: 37.5, feePercent: 15, netVnd: 212_500, status: 'REJECTED', note: 'Sai số tài khoản', decidedAt: null },
    { id: 1, createdAt: '2026-11-19T08:00:00.000Z', amount: 100, fee: 15, feePercent: 15, netVnd: 85_000, status: 'PENDING', note: null, decidedAt: null },
  ],
  totalWithdrawals: 2,
  totalWithdrawalAmount: 100,
  nextCursor: null,
};
const round = { id: 5, incId: 999, zone: 'LEVEL_1', startTime: '', endTime: '2026-11-20T08:01:00.000Z', status: 'SETTLED', seedHash: 'h', seed: 's', result: '12345', totalBet: 10, totalWinnings: 0, bets: [] };

/** A store the way main.tsx makes one: session from localStorage, the offline slice read back. */
async function openApp(): Promise<{ store: AppStore; flush: () => Promise<void> }> {
  const store = createTestStore();
  let persistor: Persistor | undefined;
  await new Promise<void>((resolve) => {
    persistor = persistStore(store, null, resolve);
  });
  // Lets pending onQueryStarted work finish, then writes the state out.
  const flush = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await persistor!.flush();
  };
  return { store, flush };
}

describe('offline reading', () => {
  beforeEach(() => {
    localStorage.clear();
    goOnline();
  });

  it('persists only what offline reading needs, and reads it back after the app is reopened offline', async () => {
    const player = aPlayer();
    const app = await openApp();
    let store = app.store;
    store.dispatch(signedIn({ player, accessToken: tokenExpiringIn(86_400) }));
    serveApi({
      '/withdrawals': withdrawals,
      '/deposits': { deposits: [], totalDeposits: 0, totalDepositAmount: 0 },
      '/sessions/stats': { results: [], page: 1, limit: 20, totalPages: 1, totalResults: 0, totalWinnings: 0 },
      '/sessions/5/stats': round,
      '/auth/profile': player,
      '/withdrawals/rules': { minAmount: 50, vndPerPoint: 1000, feeTiers: [] },
    });
    await store.dispatch(withdrawalsApi.endpoints.getWithdrawals.initiate());
    await store.dispatch(withdrawalRulesApi.endpoints.getWithdrawalRules.initiate());
    await store.dispatch(depositsApi.endpoints.getDeposits.initiate());
    await store.dispatch(playHistoryApi.endpoints.getPlayHistory.initiate());
    await store.dispatch(playHistoryApi.endpoints.getPlayedRound.initiate(5));
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    await app.flush();

    // localStorage: the session (spec section 3) and the offline slice; never the API cache itself.
    expect(Object.keys(localStorage).sort()).toEqual(['persist:offline', 'profile']);
    const persisted = JSON.parse(localStorage.getItem('persist:offline')!) as Record<string, string>;
    expect(Object.keys(persisted).sort()).toEqual(['_persist', 'entries', 'ownerId']);
    expect(Object.keys(JSON.parse(persisted.entries!)).sort()).toEqual(['deposits', 'playHistory', 'profile', 'round:5', 'withdrawalRules', 'withdrawals']);
    expect(localStorage.getItem('persist:offline')).not.toContain('access');

    // Reopened with no network: the history is there, marked as the saved copy, with its time.
    goOffline();
    store = (await openApp()).store;
    expect(store.getState().auth.isLoggedIn).toBe(true);
    renderScreen(<WithdrawHistoryScreen />, { store, path: '/history-withdraw' });
    expect(await screen.findByText('Ghi chú: Sai số tài khoản')).toBeInTheDocument();
    expect(screen.getByText('Lỗi')).toBeInTheDocument();
    expect(screen.getByText('Chờ')).toBeInTheDocument();
    expect(screen.getByTestId('saved-data-notice')).toHaveTextContent(/Bạn đang ngoại tuyến: đây là dữ liệu đã lưu\. Cập nhật lúc \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(screen.getByTestId('history-footer')).toHaveTextContent('Số lệnh: 2');
  });

  it('clears everything at sign-out, and shows nothing of one player to the next', async () => {
    const { store, flush } = await openApp();
    store.dispatch(signedIn({ player: aPlayer(), accessToken: tokenExpiringIn(86_400) }));
    serveApi({ '/withdrawals': withdrawals });
    await store.dispatch(withdrawalsApi.endpoints.getWithdrawals.initiate());
    await flush();
    expect(localStorage.getItem('persist:offline')).toContain('Sai số tài khoản');

    store.dispatch(signedOut());
    await flush();
    expect(store.getState().offline.entries).toEqual({});
    expect(localStorage.getItem('profile')).toBeNull();
    expect(localStorage.getItem('persist:offline') ?? '').not.toContain('Sai số tài khoản');

    // Someone else on the same device, offline: nothing to read, and nothing of the first player.
    store.dispatch(signedIn({ player: aPlayer({ id: 8, username: 'player08' }), accessToken: tokenExpiringIn(86_400) }));
    goOffline();
    renderScreen(<WithdrawHistoryScreen />, { store, path: '/history-withdraw' });
    await waitFor(() => expect(screen.queryByTestId('history-table')).not.toBeInTheDocument());
    expect(screen.queryByText('Ghi chú: Sai số tài khoản')).not.toBeInTheDocument();
  });
});
