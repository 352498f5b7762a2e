import { screen, waitFor, within } from '@testing-library/react';
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

  it("cancels a pending withdrawal after asking, shows it cancelled and the balance back, and offers it on pending rows only", async () => {
    let list: Withdrawal[] = [
      { ...withdrawals[0]!, id: 2, status: 'PENDING', amount: 300 },
      { ...withdrawals[0]!, id: 1, status: 'APPROVED' },
    ];
    const requests = serveApi({
      'GET /withdrawals': (): WithdrawalsResponse => ({ withdrawals: list, nextCursor: null, totalWithdrawals: list.filter((w) => w.status === 'APPROVED' || w.status === 'PENDING').length, totalWithdrawalAmount: 0 }),
      'POST /withdrawals/2/cancel': () => {
        list = [{ ...list[0]!, status: 'CANCELLED' }, list[1]!];
        return { withdrawal: list[0], balance: 1300, balanceVersion: 9 };
      },
    });
    const user = userEvent.setup();
    const { store } = renderScreen(<WithdrawHistoryScreen />, { path: '/history-withdraw', preloadedState: signedInAs() });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Huỷ yêu cầu' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Huỷ yêu cầu' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('300 điểm sẽ được hoàn lại vào số dư của bạn.');
    await user.click(within(dialog).getByRole('button', { name: 'Huỷ yêu cầu' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')[0]).toHaveTextContent('Đã huỷ'));
    expect(screen.queryByRole('button', { name: 'Huỷ yêu cầu' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/v1/withdrawals/2/cancel']);
    expect(requests.find((r) => r.method === 'POST')!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(store.getState().auth.profile?.balance).toBe(1300);
    expect(screen.getByTestId('history-footer')).toHaveTextContent('không tính lệnh lỗi hoặc đã huỷ');
  });
});
