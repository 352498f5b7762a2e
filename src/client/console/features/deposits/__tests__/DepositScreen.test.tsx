import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDepositEntry, AdminDepositsResponse } from '../../../../../shared/api/deposits';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { DepositScreen } from '../components/DepositScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function render(url = '/admin/deposits') {
  return renderScreen(<DepositScreen />, { path: '/admin/deposits', url, preloadedState: signedInAs(operator) });
}

/** The POST requests among those made, as they are made (a live view of the array). */
function posts(requests: Request[]): Request[] {
  return new Proxy(requests, {
    get: (target, key) => Reflect.get(target.filter((r) => r.method === 'POST'), key),
  });
}

function aDeposit(overrides: Partial<AdminDepositEntry> = {}): AdminDepositEntry {
  return {
    id: 7,
    createdAt: '2026-11-20T03:04:05.000Z',
    amount: 1234.5,
    status: 'SUCCESS',
    note: 'VCB 0123',
    player: { id: 2, incId: 100_002, username: 'player02' },
    operator: { id: 1, username: 'operator' },
    ledger: { id: 88, balanceAfter: 2000 },
    ...overrides,
  };
}

const history = (results: AdminDepositEntry[], more: Partial<AdminDepositsResponse> = {}): AdminDepositsResponse => ({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length, nextCursor: null, ...more });

describe('DepositScreen', () => {
  beforeEach(() => goOnline());

  it('credits a player found by the public ID the app shows', async () => {
    const requests = posts(
      serveApi({ 'POST /admin/deposits': { deposit: { id: 5, createdAt: '2026-11-20T00:00:00.000Z', amount: 1000, status: 'SUCCESS', note: 'CK' }, balance: 1500 }, '/admin/deposits': history([]) }, 201),
    );
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('ID người chơi'), '100002');
    await user.type(screen.getByLabelText('Số điểm'), '1000');
    await user.type(screen.getByLabelText('Ghi chú'), 'CK');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByTestId('deposit-outcome')).toHaveTextContent('Đã nạp 1,000 điểm cho ID 100002. Số dư sau giao dịch: 1,500 điểm');
    expect(await requests[0]!.clone().json()).toEqual({ playerId: 2, amount: 1000, status: 'SUCCESS', note: 'CK' });
    expect(requests[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses an internal id before sending, and shows the server refusal of a FAILED record', async () => {
    const requests = posts(serveApi({ 'POST /admin/deposits': () => refusal(404, 'Không tìm thấy người chơi'), '/admin/deposits': history([]) }));
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('ID người chơi'), '2');
    await user.type(screen.getByLabelText('Số điểm'), '0.00001');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('ID người chơi không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Số điểm phải lớn hơn 0, tối đa 4 chữ số thập phân')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.clear(screen.getByLabelText('ID người chơi'));
    await user.type(screen.getByLabelText('ID người chơi'), '199999');
    await user.clear(screen.getByLabelText('Số điểm'));
    await user.type(screen.getByLabelText('Số điểm'), '50');
    await user.click(screen.getByRole('button', { name: 'Thất bại (chỉ ghi nhận)' }));
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByTestId('deposit-outcome')).toHaveTextContent('Không tìm thấy người chơi');
    expect(await requests[0]!.clone().json()).toEqual({ playerId: 99_999, amount: 50, status: 'FAILED' });
  });

  it('links a credited player to their detail', async () => {
    serveApi({ 'POST /admin/deposits': { deposit: { id: 5, createdAt: '2026-11-20T00:00:00.000Z', amount: 10, status: 'SUCCESS', note: null }, balance: 10 }, '/admin/deposits': history([]) }, 201);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('ID người chơi'), '100002');
    await user.type(screen.getByLabelText('Số điểm'), '10');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('link', { name: 'Xem người chơi' })).toHaveAttribute('href', '/admin/players/2');
  });

  it("lists every deposit across players with its player, operator, note and ledger row", async () => {
    serveApi({ '/admin/deposits': history([aDeposit(), aDeposit({ id: 6, status: 'FAILED', amount: 50, note: null, operator: null, ledger: null, player: { id: 3, incId: 100_003, username: 'player03' } })]) });
    render();
    const rows = await screen.findAllByTestId('deposit-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('player02 · ID 100002');
    expect(rows[0]).toHaveTextContent('1,234.5');
    expect(rows[0]).toHaveTextContent('Thành công');
    expect(rows[0]).toHaveTextContent('VCB 0123');
    expect(rows[0]).toHaveTextContent('Dòng #88');
    expect(rows[0]).toHaveTextContent('Số dư sau giao dịch: 2,000 điểm');
    expect(within(rows[0]!).getByRole('link', { name: 'player02 · ID 100002' })).toHaveAttribute('href', '/admin/players/2');
    expect(rows[1]).toHaveTextContent('Thất bại');
    expect(rows[1]).toHaveTextContent('Dòng lệnh');
    expect(rows[1]).toHaveTextContent('Không cộng điểm');
    expect(screen.getByTestId('deposit-history-total')).toHaveTextContent('2 giao dịch');
  });

  it('filters on the server from the address, checks the ranges before sending, and reads the history again after a credit', async () => {
    let credited = false;
    const requests = serveApi(
      {
        'POST /admin/deposits': () => {
          credited = true;
          return { deposit: { id: 9, createdAt: '2026-11-20T00:00:00.000Z', amount: 10, status: 'SUCCESS', note: null }, balance: 10 };
        },
        '/admin/deposits': () => history(credited ? [aDeposit({ id: 9, amount: 10 }), aDeposit()] : [aDeposit()]),
      },
      201,
    );
    const gets = () => requests.filter((r) => r.method === 'GET').map((r) => Object.fromEntries(new URL(r.url).searchParams));
    const user = userEvent.setup();
    render('/admin/deposits?player=100002&status=SUCCESS');
    await screen.findAllByTestId('deposit-row');
    expect(gets()[0]).toEqual({ player: '100002', status: 'SUCCESS', page: '1', limit: '20' });
    const filters = screen.getByRole('search', { name: 'Lịch sử nạp điểm' });
    expect(within(filters).getByLabelText('Người chơi')).toHaveValue('100002');
    await user.type(within(filters).getByLabelText('Từ số điểm'), '100');
    await user.type(within(filters).getByLabelText('Đến số điểm'), '5');
    await user.click(within(filters).getByRole('button', { name: 'Lọc' }));
    expect(await screen.findByText('Số điểm tối thiểu phải nhỏ hơn hoặc bằng số điểm tối đa')).toBeInTheDocument();
    expect(gets()).toHaveLength(1);
    await user.clear(within(filters).getByLabelText('Đến số điểm'));
    await user.type(within(filters).getByLabelText('Đến số điểm'), '2000.5');
    await user.type(within(filters).getByLabelText('Người thực hiện'), 'operator');
    await user.click(within(filters).getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(gets()).toContainEqual({ player: '100002', operator: 'operator', status: 'SUCCESS', minAmount: '100', maxAmount: '2000.5', page: '1', limit: '20' }));

    await user.type(screen.getByLabelText('ID người chơi'), '100002');
    await user.type(screen.getByLabelText('Số điểm'), '10');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(2));
    expect(screen.getAllByTestId('deposit-row')[0]).toHaveAttribute('data-id', '9');
  });

  it('filters with a bound of the points left empty', async () => {
    const requests = serveApi({ '/admin/deposits': history([aDeposit()]) });
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('deposit-row');
    const filters = screen.getByRole('search', { name: 'Lịch sử nạp điểm' });
    await user.type(within(filters).getByLabelText('Đến số điểm'), '500');
    await user.click(within(filters).getByRole('button', { name: 'Lọc' }));
    await waitFor(() => expect(requests.map((r) => new URL(r.url).searchParams.get('maxAmount'))).toContain('500'));
  });

  it('downloads the filtered history as CSV through a link the operator\'s token asks for', async () => {
    const asked: string[] = [];
    serveApi({
      '/admin/deposits': history([aDeposit()]),
      'POST /admin/exports/link': async (request: Request) => {
        const { path } = (await request.json()) as { path: string };
        asked.push(path);
        return { url: `${path}&dl=signed` };
      },
    });
    const opened: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    const user = userEvent.setup();
    render('/admin/deposits?operator=operator&from=2026-11-01');
    await screen.findAllByTestId('deposit-row');
    await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(asked).toEqual(['/v1/admin/deposits/export.csv?operator=operator&from=2026-11-01']));
    await waitFor(() => expect(opened).toEqual(['http://localhost/v1/admin/deposits/export.csv?operator=operator&from=2026-11-01&dl=signed']));
  });
});
