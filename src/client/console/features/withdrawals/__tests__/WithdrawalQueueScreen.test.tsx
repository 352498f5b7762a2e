import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWithdrawal } from '../../../../../shared/api/withdrawals';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
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

/** jsdom has no PointerEvent; the checkbox (zag) creates one when it loses focus. */
beforeAll(() => {
  (window as unknown as { PointerEvent?: unknown }).PointerEvent ??= MouseEvent;
});

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

  it('selects pending withdrawals and approves them with one confirmation; one decided elsewhere meanwhile is shown as it was decided', async () => {
    const older = aWithdrawal({ id: 41, createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const newer = aWithdrawal({ id: 42, amount: 200, fee: 30, netVnd: 170_000, player: { id: 3, incId: 100_003, username: 'player03' } });
    const third = aWithdrawal({ id: 43, createdAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    const now = new Date().toISOString();
    const requests = serveApi({
      '/admin/withdrawals': page([older, newer, third]),
      'POST /admin/withdrawals/bulk-approve': {
        results: [
          { id: 41, outcome: 'APPROVED', withdrawal: { ...older, status: 'APPROVED', note: 'Đã chuyển', decidedAt: now } },
          { id: 42, outcome: 'DECIDED_ELSEWHERE', withdrawal: { ...newer, status: 'REJECTED', note: 'Sai tên chủ tài khoản', decidedAt: now } },
        ],
      },
    });
    const user = userEvent.setup();
    render();
    const rows = await screen.findAllByTestId('withdrawal-row');
    // Oldest first, as the server lists them, each with its age.
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['41', '42', '43']);
    expect(rows[0]).toHaveTextContent('2 ngày trước');
    expect(rows[2]).toHaveTextContent('5 phút trước');

    const bulkButton = screen.getByRole('button', { name: 'Duyệt 0 lệnh' });
    expect(bulkButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Chọn lệnh #41' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chọn lệnh #42' }));
    expect(screen.getByTestId('bulk-selected')).toHaveTextContent('Đã chọn 2 lệnh');
    await user.click(screen.getByRole('button', { name: 'Duyệt 2 lệnh' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('#41, #42');
    expect(dialog).toHaveTextContent('Tổng 300 điểm · chuyển 255,000 VNĐ');
    await user.type(within(dialog).getByRole('textbox'), 'Đã chuyển');
    await user.click(within(dialog).getByRole('button', { name: 'Duyệt 2 lệnh' }));

    expect(await screen.findByText('Đã duyệt 1 lệnh rút điểm')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-outcome')).toHaveTextContent('Đã được xử lý ở nơi khác, giữ nguyên: #42');
    const [first, second, last] = screen.getAllByTestId('withdrawal-row');
    expect(within(first!).getByTestId('withdrawal-status')).toHaveTextContent('Đã duyệt');
    // The other operator's rejection is shown, not overwritten.
    expect(within(second!).getByTestId('withdrawal-status')).toHaveTextContent('Đã từ chối');
    expect(second).toHaveTextContent('Ghi chú: Sai tên chủ tài khoản');
    expect(within(last!).getByTestId('withdrawal-status')).toHaveTextContent('Chờ duyệt');
    expect(screen.getByTestId('bulk-selected')).toHaveTextContent('Đã chọn 0 lệnh');

    const sent = posts(requests);
    expect(sent).toHaveLength(1);
    expect(await sent[0]!.clone().json()).toEqual({ ids: [41, 42], note: 'Đã chuyển' });
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('selects every pending withdrawal of the page at once', async () => {
    serveApi({ '/admin/withdrawals': page([aWithdrawal({ id: 41 }), aWithdrawal({ id: 42 }), aWithdrawal({ id: 43, status: 'APPROVED', decidedAt: new Date().toISOString() })]) });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Chọn tất cả lệnh chờ duyệt trên trang' }));
    expect(screen.getByRole('checkbox', { name: 'Chọn lệnh #41' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chọn lệnh #42' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Chọn lệnh #43' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duyệt 2 lệnh' })).toBeEnabled();
  });

  it('lists the withdrawals their players cancelled under their own filter, with nothing to decide', async () => {
    const cancelled = aWithdrawal({ id: 45, status: 'CANCELLED', decidedAt: new Date().toISOString() });
    const requests = serveApi({
      '/admin/withdrawals': (request: Request) => (new URL(request.url).searchParams.get('status') === 'CANCELLED' ? page([cancelled]) : page([aWithdrawal()])),
    });
    const user = userEvent.setup();
    render();
    await screen.findByTestId('withdrawal-row');
    const filters = screen.getByRole('group', { name: 'Tất cả' });
    expect(within(filters).getAllByRole('button').map((b) => b.textContent)).toEqual(['Chờ duyệt', 'Đã duyệt', 'Đã từ chối', 'Người chơi đã huỷ', 'Tất cả']);
    await user.click(within(filters).getByRole('button', { name: 'Người chơi đã huỷ' }));
    await waitFor(() => expect(screen.getByTestId('withdrawal-status')).toHaveTextContent('Người chơi đã huỷ'));
    expect(within(filters).getByRole('button', { name: 'Người chơi đã huỷ' })).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(requests[requests.length - 1]!.url).searchParams.get('status')).toBe('CANCELLED');
    expect(within(screen.getByTestId('withdrawal-row')).queryByRole('button', { name: 'Duyệt' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('withdrawal-row')).queryByRole('button', { name: 'Từ chối' })).not.toBeInTheDocument();
  });

  it('downloads the queue as CSV with its filter, through a link the operator\'s token asks for', async () => {
    const asked: Array<[string, string | null]> = [];
    serveApi({
      '/admin/withdrawals': page([aWithdrawal()]),
      // Through the API layer (issue 30), as every call.
      'POST /admin/exports/link': async (request: Request) => {
        const { path } = (await request.json()) as { path: string };
        asked.push([path, request.headers.get('authorization')]);
        return { url: `${path}${path.includes('?') ? '&' : '?'}dl=signed` };
      },
    });
    const opened: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    const user = userEvent.setup();
    render();
    await screen.findByTestId('withdrawal-row');
    await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(asked).toEqual([['/v1/admin/withdrawals/export.csv?status=PENDING', 'Bearer access-token']]));
    await waitFor(() => expect(opened).toEqual(['http://localhost/v1/admin/withdrawals/export.csv?status=PENDING&dl=signed']));
    await user.click(screen.getByRole('button', { name: 'Tất cả' }));
    await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(asked[1]).toEqual(['/v1/admin/withdrawals/export.csv', 'Bearer access-token']));
  });
});
