import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deposit, DepositsResponse } from '../../../../shared/api/deposits';
import { cursorsSent, pageOfRows } from '../../../testing/cursor-pages';
import { goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { DepositHistoryScreen } from '../components/DepositHistoryScreen';

// Issue 30: the deposit history reads on by cursor to the first deposit; its totals are of them all.

const deposits: Deposit[] = Array.from({ length: 45 }, (_, i) => ({ id: 45 - i, createdAt: '2026-11-20T08:00:00.000Z', amount: 100, status: 'SUCCESS', note: null }));

describe('DepositHistoryScreen', () => {
  beforeEach(() => goOnline());

  it("'Xem thêm' reads the next page from the last one's cursor until the first deposit, the totals of the first page staying", async () => {
    const requests = serveApi({
      '/deposits': (request: Request): DepositsResponse => {
        const { results, nextCursor, first } = pageOfRows(deposits, request, (d) => d.id);
        return { deposits: results, nextCursor, ...(first ? { totalDeposits: 45, totalDepositAmount: 4500 } : {}) };
      },
    });
    const user = userEvent.setup();
    renderScreen(<DepositHistoryScreen />, { path: '/history-deposit', preloadedState: signedInAs() });
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    for (const shown of [40, 45]) {
      await user.click(screen.getByRole('button', { name: 'Xem thêm' }));
      await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(shown));
    }
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).not.toBeInTheDocument();
    expect(screen.getByTestId('history-footer')).toHaveTextContent('Số lệnh: 45');
    expect(screen.getByTestId('history-footer')).toHaveTextContent('Tổng điểm: 4,500');
    expect(cursorsSent(requests, '/deposits')).toEqual([null, '26', '6']);
  });
});
