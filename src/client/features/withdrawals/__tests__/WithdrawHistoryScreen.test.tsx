import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalsResponse } from '../../../../shared/api/withdrawals';
import { cursorsSent, pageOfRows } from '../../../testing/cursor-pages';
import { goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { WithdrawHistoryScreen } from '../components/WithdrawHistoryScreen';

// Issue 30: the withdrawal history reads on by cursor to the first withdrawal; its totals are of them all.

const withdrawals: Withdrawal[] = Array.from({ length: 30 }, (_, i) => ({
  id: 30 - i, createdAt: '2026-11-20T08:00:00.000Z', amount: 50, fee: 7.5, feePercent: 15, netVnd: 42_500, status: 'APPROVED', note: null, decidedAt: null,
}));

describe('WithdrawHistoryScreen', () => {
  beforeEach(() => goOnline());

  it("'Xem thêm' reads the next page from the last one's cursor until the first withdrawal", async () => {
    const requests = serveApi({
      '/withdrawals': (request: Request): WithdrawalsResponse => {
        const { results, nextCursor, first } = pageOfRows(withdrawals, request, (w) => w.id);
        return { withdrawals: results, nextCursor, ...(first ? { totalWithdrawals: 30, totalWithdrawalAmount: 1500 } : {}) };
      },
    });
    const user = userEvent.setup();
    renderScreen(<WithdrawHistoryScreen />, { path: '/history-withdraw', preloadedState: signedInAs() });
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
    expect(screen.getByTestId('history-footer')).toHaveTextContent('Số lệnh: 30');
    expect(cursorsSent(requests, '/withdrawals')).toEqual([null, '11']);
  });
});
