import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWithdrawal, AdminWithdrawalsResponse } from '../../../../../shared/api/withdrawals';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { WithdrawalQueueScreen } from '../components/WithdrawalQueueScreen';

// Issue 30: the queue keeps its numbered pages and counts, and reads each page from the cursor the
// page before it answered, so an operator deciding the rows of a page skips none of the next one.

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

const pending = (id: number): AdminWithdrawal => ({
  id, createdAt: new Date().toISOString(), amount: 100, fee: 15, feePercent: 15, netVnd: 85_000, status: 'PENDING', note: null, decidedAt: null,
  player: { id: 2, incId: 100_002, username: 'player02' }, bankName: 'Vietcombank', bankAccountNumber: '0123456789', bankAccountHolder: 'NGUYEN VAN A',
});

/** 45 pending withdrawals, oldest first, 20 a page, read by number or after a cursor (the last id read). */
function serveQueue() {
  const queue = Array.from({ length: 45 }, (_, i) => pending(i + 1));
  return serveApi({
    '/admin/withdrawals': (request: Request): AdminWithdrawalsResponse => {
      const params = new URL(request.url).searchParams;
      const page = Number(params.get('page') ?? 1);
      const cursor = params.get('cursor');
      const start = cursor ? queue.findIndex((w) => w.id === Number(cursor)) + 1 : (page - 1) * 20;
      const results = queue.slice(start, start + 20);
      return { results, page, limit: 20, totalPages: 3, totalResults: 45, nextCursor: start + 20 < 45 ? String(results.at(-1)!.id) : null };
    },
  });
}

const asked = (requests: Request[]) =>
  requests.map((r) => new URL(r.url).searchParams).map((p) => `${p.get('page') ?? '-'}:${p.get('cursor') ?? '-'}`);

describe('the withdrawal queue, page by page', () => {
  beforeEach(() => goOnline());

  it('reads the next page from the cursor of the one before, and a page read before from its own again', async () => {
    const requests = serveQueue();
    const user = userEvent.setup();
    renderScreen(<WithdrawalQueueScreen />, { path: '/admin/withdrawals', preloadedState: signedInAs(operator) });
    expect(await screen.findByTestId('console-page')).toHaveTextContent('Trang 1/3');

    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(screen.getByTestId('console-page')).toHaveTextContent('Trang 2/3'));
    await user.click(screen.getByRole('button', { name: 'Trang sau' }));
    await waitFor(() => expect(screen.getByTestId('console-page')).toHaveTextContent('Trang 3/3'));
    expect(screen.getAllByTestId('withdrawal-row')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Trang trước' }));
    await waitFor(() => expect(screen.getByTestId('console-page')).toHaveTextContent('Trang 2/3'));
    await user.click(screen.getByRole('button', { name: 'Trang trước' }));
    await waitFor(() => expect(screen.getByTestId('console-page')).toHaveTextContent('Trang 1/3'));

    expect(asked(requests)).toEqual(['1:-', '2:20', '3:40', '2:20', '1:-']);
  });
});
