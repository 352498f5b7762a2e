import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWithdrawal } from '../../../../shared/api/withdrawals';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { WithdrawalQueueScreen } from '../components/WithdrawalQueueScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function aWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    id: 41,
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    amount: 100,
    fee: 15,
    feePercent: 15,
    netVnd: 85_000,
    status: 'PENDING',
    note: null,
    decidedAt: null,
    player: { id: 2, incId: 100_002, username: 'player02' },
    bankName: 'Vietcombank',
    bankAccountNumber: '0123456789',
    bankAccountHolder: 'NGUYEN VAN A',
    ...overrides,
  };
}

const page = (results: AdminWithdrawal[]) => ({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length });
const posts = (requests: Request[]) => requests.filter((r) => r.method === 'POST');

function render() {
  return renderScreen(<WithdrawalQueueScreen />, { path: '/admin/withdrawals', preloadedState: signedInAs(operator) });
}

describe('WithdrawalQueueScreen', () => {
  beforeEach(() => goOnline());

  it('lists pending withdrawals with their age, bank, fee and net VND', async () => {
    const requests = serveApi({ '/admin/withdrawals': page([aWithdrawal()]) });
    render();
    const row = await screen.findByTestId('withdrawal-row');
    expect(row).toHaveTextContent('player02 · ID 100002');
    expect(row).toHaveTextContent('3 giờ trước');
    expect(row).toHaveTextContent('Phí (15%)');
    expect(within(row).getByTestId('withdrawal-net')).toHaveTextContent('85,000 VNĐ');
    expect(row).toHaveTextContent('Vietcombank · 0123456789 · NGUYEN VAN A');
    expect(new URL(requests[0]!.url).searchParams.get('status')).toBe('PENDING');
  });

  it('approves with the server answer shown on the row and a success toast, once per decision', async () => {
    const requests = serveApi({
      '/admin/withdrawals': page([aWithdrawal()]),
      'POST /admin/withdrawals/41/approve': { withdrawal: aWithdrawal({ status: 'APPROVED', note: 'Đã chuyển', decidedAt: new Date().toISOString() }), balance: 900 },
    });
    const user = userEvent.setup();
    render();
    await user.click(within(await screen.findByTestId('withdrawal-row')).getByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('85,000 VNĐ');
    await user.type(within(dialog).getByRole('textbox'), 'Đã chuyển');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText('Đã duyệt lệnh rút điểm')).toBeInTheDocument();
    expect(screen.getByTestId('withdrawal-status')).toHaveTextContent('Đã duyệt');
    expect(screen.getByTestId('withdrawal-row')).toHaveTextContent('Ghi chú: Đã chuyển');
    expect(within(screen.getByTestId('withdrawal-row')).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
    expect(await posts(requests)[0]!.clone().json()).toEqual({ note: 'Đã chuyển' });
    expect(posts(requests)[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('rejects only with a reason, which is sent as the note', async () => {
    const requests = serveApi({
      '/admin/withdrawals': page([aWithdrawal()]),
      'POST /admin/withdrawals/41/reject': { withdrawal: aWithdrawal({ status: 'REJECTED', note: 'Sai tài khoản', decidedAt: new Date().toISOString() }), balance: 1000 },
    });
    const user = userEvent.setup();
    render();
    await user.click(within(await screen.findByTestId('withdrawal-row')).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Sai tài khoản');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Đã từ chối lệnh rút điểm, điểm đã hoàn lại')).toBeInTheDocument();
    expect(screen.getByTestId('withdrawal-status')).toHaveTextContent('Đã từ chối');
    expect(await posts(requests)[0]!.clone().json()).toEqual({ note: 'Sai tài khoản' });
  });

  it('shows a decision made elsewhere meanwhile: the server refusal, then the queue as it now is', async () => {
    let listed = 0;
    const requests = serveApi({
      // First the stale queue; after the refusal, the queue without the withdrawal decided elsewhere.
      '/admin/withdrawals': () => page(listed++ === 0 ? [aWithdrawal()] : []),
      'POST /admin/withdrawals/41/approve': () => refusal(409, 'Yêu cầu này đã được xử lý', 'ALREADY_DECIDED'),
    });
    const user = userEvent.setup();
    render();
    await user.click(within(await screen.findByTestId('withdrawal-row')).getByRole('button', { name: 'Duyệt' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText('Yêu cầu này đã được xử lý')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('withdrawal-row')).not.toBeInTheDocument());
    expect(screen.getByText('Không có mục nào')).toBeInTheDocument();
    expect(screen.queryByText('Đã duyệt lệnh rút điểm')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2);
  });
});
