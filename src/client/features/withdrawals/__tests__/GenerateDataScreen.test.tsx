import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Withdrawal } from '../../../../shared/api/withdrawals';
import { aPlayer, goOffline, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { GenerateDataScreen } from '../components/GenerateDataScreen';
import { withdrawalTotals } from '../lib/status';

const withdrawal = (id: number, amount: number, status: Withdrawal['status']): Withdrawal => ({
  id,
  createdAt: '2026-11-20T03:00:00.000Z',
  amount,
  fee: 0,
  feePercent: 0,
  netVnd: amount * 1000,
  status,
  note: null,
  decidedAt: null,
});

function render() {
  return renderScreen(<GenerateDataScreen />, { path: '/generate-data', preloadedState: signedInAs(aPlayer()) });
}

describe('GenerateDataScreen', () => {
  beforeEach(() => goOnline());

  it('shows and takes the range as dd/MM/yyyy, whatever the browser locale', async () => {
    const requests = serveApi({ '/withdrawals': { withdrawals: [], totalWithdrawals: 0, totalWithdrawalAmount: 0 } });
    render();
    const from = await screen.findByLabelText('Từ ngày');
    expect(from).toHaveValue(dayjs().startOf('month').format('DD/MM/YYYY'));
    expect(screen.getByLabelText('Đến ngày')).toHaveValue(dayjs().format('DD/MM/YYYY'));

    fireEvent.change(from, { target: { value: '0111202' } });
    expect(from).toHaveValue('01/11/202');
    expect(screen.getByText('Ngày không hợp lệ: nhập theo dạng dd/mm/yyyy')).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '01/11/2026' } });
    expect(screen.queryByText('Ngày không hợp lệ: nhập theo dạng dd/mm/yyyy')).not.toBeInTheDocument();
    await waitFor(() => expect(new URL(requests.at(-1)!.url).searchParams.get('from')).toBe(dayjs('2026-11-01').startOf('day').toISOString()));

    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '31/10/2026' } });
    expect(screen.getByText('Ngày bắt đầu phải trước ngày kết thúc')).toBeInTheDocument();
  });

  it('counts in its footer the same orders it totals, and says which', async () => {
    const list = [withdrawal(3, 100, 'APPROVED'), withdrawal(2, 40, 'REJECTED'), withdrawal(1, 60, 'PENDING')];
    expect(withdrawalTotals(list)).toEqual({ count: 2, total: 160 });
    serveApi({ '/withdrawals': { withdrawals: list, totalWithdrawals: 2, totalWithdrawalAmount: 160 } });
    render();
    const footer = await screen.findByTestId('history-footer');
    expect(footer).toHaveTextContent('Số lệnh: 2');
    expect(footer).toHaveTextContent('Tổng điểm: 160');
    expect(footer).toHaveTextContent('Số lệnh và tổng điểm không tính lệnh lỗi');
  });

  it('offline, reports from the saved first page of the history only when it holds the whole range (issue 30)', async () => {
    // Today, in the default range (this month up to today).
    const day = dayjs().startOf('day').add(1, 'minute').toISOString();
    const saved = (nextCursor: string | null) => ({
      _persist: { version: -1, rehydrated: true },
      ownerId: aPlayer().id,
      entries: { withdrawals: { savedAt: Date.now(), data: { withdrawals: [{ ...withdrawal(9, 70, 'APPROVED'), createdAt: day }], totalWithdrawals: 9, totalWithdrawalAmount: 630, nextCursor } } },
    });
    goOffline();
    const whole = renderScreen(<GenerateDataScreen />, { path: '/generate-data', preloadedState: { ...signedInAs(aPlayer()), offline: saved(null) } });
    expect(await screen.findByTestId('history-footer')).toHaveTextContent('Số lệnh: 1');
    whole.unmount();
    // Older withdrawals of the month were not kept: no report rather than a short one.
    renderScreen(<GenerateDataScreen />, { path: '/generate-data', preloadedState: { ...signedInAs(aPlayer()), offline: saved('9') } });
    await screen.findByTestId('saved-data-notice');
    expect(screen.queryByTestId('history-footer')).not.toBeInTheDocument();
  });
});
