import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminPlayerBet, AdminPlayerDetail, AdminPlayerSummary } from '../../../../../shared/api/admin-players';
import type { LedgerEntry } from '../../../../../shared/api/ledger';
import { AppProvider } from '../../../../app/provider';
import { createTestStore } from '../../../../testing/store';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { system } from '../../../../testing/render';
import { PlayerDetailScreen } from '../components/PlayerDetailScreen';
import { PlayersScreen } from '../components/PlayersScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function aSummary(overrides: Partial<AdminPlayerSummary> = {}): AdminPlayerSummary {
  return {
    id: 2,
    incId: 100_002,
    username: 'player02',
    nickname: 'Bình',
    phoneNumber: '0912345678',
    bankAccountNumber: '0123456789',
    balance: 1500,
    locked: false,
    verificationStatus: 'PENDING',
    createdAt: '2026-01-02T03:00:00.000Z',
    ...overrides,
  };
}

function aDetail(overrides: Partial<AdminPlayerDetail> = {}): AdminPlayerDetail {
  return {
    player: aPlayer({
      id: 2,
      incId: 100_002,
      username: 'player02',
      balance: 1500,
      frontID: 'http://localhost/v1/files/front.jpg?sig=1',
      backID: 'http://localhost/v1/files/back.jpg?sig=1',
      verification: { status: 'PENDING', reason: null, updatedAt: '2026-01-03T00:00:00.000Z' },
    }),
    locked: false,
    mustChangePassword: false,
    upline: { id: 9, incId: 100_009, username: 'upline09' },
    downline: { levels: [3, 1, 0, 0, 0, 0, 0], total: 4 },
    ...overrides,
  };
}

const page = <T,>(results: T[], extra = {}) => ({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length, ...extra });
const posts = (requests: Request[]) => requests.filter((r) => r.method === 'POST');

/** The two players screens as the console routes them, starting at `url`. */
function renderPlayers(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/players', element: <PlayersScreen /> },
      { path: '/admin/players/:id', element: <PlayerDetailScreen /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <AppProvider store={createTestStore(signedInAs(operator))} system={system}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('players screens', () => {
  beforeEach(() => goOnline());

  it('finds a player by the public ID, opens the detail, and locks the account after confirming', async () => {
    let locked = false;
    const requests = serveApi({
      '/admin/players': (request: Request) => {
        const q = new URL(request.url).searchParams.get('q');
        return q === '100002' ? page([aSummary()]) : page([aSummary({ id: 3, incId: 100_003, username: 'player03' }), aSummary()], { totalPages: 3, totalResults: 41 });
      },
      'GET /admin/players/2': () => aDetail({ locked }),
      'POST /admin/players/2/lock': () => {
        locked = true;
        return { id: 2, locked: true };
      },
    });
    const user = userEvent.setup();
    const router = renderPlayers('/admin/players');
    expect(await screen.findByTestId('players-found')).toHaveTextContent('41 người chơi');
    expect(screen.getByTestId('console-page')).toHaveTextContent('Trang 1/3');

    await user.type(screen.getByLabelText('Tìm người chơi'), '100002');
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    await waitFor(() => expect(screen.getAllByTestId('player-row')).toHaveLength(1));
    const row = screen.getByTestId('player-row');
    expect(row).toHaveTextContent('100002');
    expect(row).toHaveTextContent('0912345678');
    expect(row).toHaveTextContent('1,500');
    expect(row).toHaveTextContent('Hoạt động');
    expect(router.state.location.search).toBe('?q=100002');

    await user.click(within(row).getByRole('link', { name: 'player02' }));
    expect(await screen.findByRole('heading', { name: 'player02' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/players/2');
    expect(screen.getByTestId('player-state')).toHaveTextContent('Hoạt động');
    expect(screen.getByTestId('player-balance')).toHaveTextContent('1,500');
    expect(screen.getByTestId('player-bank')).toHaveTextContent('NGUYEN VAN A');
    expect(screen.getByAltText('Ảnh giấy tờ tuỳ thân · Mặt trước')).toHaveAttribute('src', 'http://localhost/v1/files/front.jpg?sig=1');
    expect(screen.getByTestId('player-referral')).toHaveTextContent('upline09 · ID 100009');
    expect(screen.getByTestId('player-downline')).toHaveTextContent('F13F21F30');

    await user.click(screen.getByRole('button', { name: 'Khoá tài khoản' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Khoá tài khoản player02 (ID 100002)?');
    expect(posts(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Khoá tài khoản' }));
    expect(await screen.findByText('Đã khoá tài khoản')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('player-state')).toHaveTextContent('Đã khoá'));
    expect(screen.getByRole('button', { name: 'Mở khoá' })).toBeInTheDocument();
    expect(posts(requests).map((r) => new URL(r.url).pathname)).toEqual(['/v1/admin/players/2/lock']);
  });

  it('refuses a search longer than 64 characters before sending', async () => {
    const requests = serveApi({ '/admin/players': page([aSummary()]) });
    const user = userEvent.setup();
    renderPlayers('/admin/players');
    await screen.findByTestId('player-row');
    await user.type(screen.getByLabelText('Tìm người chơi'), 'x'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Tìm' }));
    expect(await screen.findByText('Từ khoá tìm kiếm tối đa 64 ký tự')).toBeInTheDocument();
    expect(requests.filter((r) => new URL(r.url).searchParams.has('q'))).toHaveLength(0);
  });

  it('shows a temporary password once, copyable, with what the player must do', async () => {
    serveApi({ 'GET /admin/players/2': aDetail(), 'POST /admin/players/2/temporary-password': { temporaryPassword: 'Ab3_xYz9-Qw1' } });
    const user = userEvent.setup();
    // After setup: user-event installs a clipboard of its own.
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderPlayers('/admin/players/2');
    await user.click(await screen.findByRole('button', { name: 'Cấp mật khẩu tạm thời' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Tạo mật khẩu' }));
    expect(await screen.findByTestId('temporary-password')).toHaveTextContent('Ab3_xYz9-Qw1');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('phải đổi sang mật khẩu mới');
    await user.click(screen.getByRole('button', { name: 'Sao chép' }));
    expect(writeText).toHaveBeenCalledWith('Ab3_xYz9-Qw1');
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByText('Ab3_xYz9-Qw1')).not.toBeInTheDocument());
  });

  it('adjusts a balance only with a non-zero amount and a reason, and shows the server refusal', async () => {
    let answer: unknown = refusal(400, 'Không thể trừ quá số dư hiện tại (1,500 điểm)', 'INSUFFICIENT_BALANCE');
    const requests = serveApi({ 'GET /admin/players/2': aDetail(), 'POST /admin/players/2/adjustments': () => answer }, 201);
    const user = userEvent.setup();
    renderPlayers('/admin/players/2');
    await user.click(await screen.findByRole('button', { name: 'Điều chỉnh số dư' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Số điểm (+ cộng, - trừ)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByText('Số điểm phải khác 0, tối đa 4 chữ số thập phân (dùng dấu - để trừ)')).toBeInTheDocument();
    expect(within(dialog).getByText('Vui lòng nhập lý do điều chỉnh')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Số điểm (+ cộng, - trừ)'));
    await user.type(within(dialog).getByLabelText('Số điểm (+ cộng, - trừ)'), '-2000');
    await user.type(within(dialog).getByLabelText('Lý do'), 'Thu hồi thưởng nhầm');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Không thể trừ quá số dư hiện tại (1,500 điểm)');
    expect(screen.getByTestId('player-balance')).toHaveTextContent('1,500');
    expect(await posts(requests)[0]!.clone().json()).toEqual({ amount: -2000, reason: 'Thu hồi thưởng nhầm' });
    const firstKey = posts(requests)[0]!.headers.get('idempotency-key');
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);

    answer = { balance: 1000, balanceVersion: 5 };
    await user.clear(within(dialog).getByLabelText('Số điểm (+ cộng, - trừ)'));
    await user.type(within(dialog).getByLabelText('Số điểm (+ cộng, - trừ)'), '-500');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await posts(requests)[1]!.clone().json()).toEqual({ amount: -500, reason: 'Thu hồi thưởng nhầm' });
    // The refusal was an answer: the next attempt is a new request with a new key.
    expect(posts(requests)[1]!.headers.get('idempotency-key')).not.toBe(firstKey);
    // The detail is read again after each answer, the refusal included: it shows the server's state.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/v1/admin/players/2')).toHaveLength(3));
  });

  it('records a failed deposit with its note for the player on screen', async () => {
    const requests = serveApi(
      {
        'GET /admin/players/2': aDetail(),
        'POST /admin/deposits': { deposit: { id: 8, createdAt: '2026-01-04T00:00:00.000Z', amount: 100, status: 'FAILED', note: 'Sai nội dung CK' }, balance: 1500 },
      },
      201,
    );
    const user = userEvent.setup();
    renderPlayers('/admin/players/2');
    await user.click(await screen.findByRole('button', { name: 'Nạp điểm' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Số điểm'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Thất bại (chỉ ghi nhận)' }));
    await user.type(within(dialog).getByLabelText('Ghi chú'), 'Sai nội dung CK');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Đã ghi nhận giao dịch nạp thất bại')).toBeInTheDocument();
    expect(await posts(requests)[0]!.clone().json()).toEqual({ playerId: 2, amount: 100, status: 'FAILED', note: 'Sai nội dung CK' });
  });

  it('shows the ledger with the running balance and the bets with their rounds', async () => {
    const entry = (id: number, delta: number, balanceAfter: number, kind: string, note: string | null = null): LedgerEntry => ({
      id,
      createdAt: '2026-01-05T01:00:00.000Z',
      delta,
      kind,
      refType: null,
      refId: null,
      balanceAfter,
      note,
    });
    const bet: AdminPlayerBet = {
      id: 31,
      gate: 'CAO',
      amount: 100,
      winnings: 195,
      status: 'WON',
      createdAt: '2026-01-05T01:00:00.000Z',
      session: { id: 12, zone: 'LEVEL_3', incId: 98_765 },
      roundResult: '71234',
    };
    const requests = serveApi({
      'GET /admin/players/2': aDetail(),
      '/admin/players/2/ledger': page([entry(3, 195, 1595, 'WIN'), entry(2, -100, 1400, 'BET'), entry(1, 1500, 1500, 'DEPOSIT', 'CK 1')]),
      '/admin/players/2/bets': page([bet]),
    });
    const user = userEvent.setup();
    renderPlayers('/admin/players/2');
    await user.click(await screen.findByRole('tab', { name: 'Sổ cái' }));
    const rows = await screen.findAllByTestId('ledger-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Thắng cược+1951,595'),
      expect.stringContaining('Đặt cược-1001,400'),
      expect.stringContaining('Nạp điểm+1,5001,500CK 1'),
    ]);
    expect(screen.getByRole('button', { name: 'Xuất CSV' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lịch sử cược' }));
    const betRow = await screen.findByTestId('bet-row');
    expect(betRow).toHaveTextContent('Sản phẩm#98765Tăng10071234Thắng195');
    await user.click(screen.getByRole('button', { name: 'Phụ kiện' }));
    await waitFor(() => expect(requests.some((r) => new URL(r.url).searchParams.get('zone') === 'LEVEL_5')).toBe(true));
  });

  it('says so when the player does not exist', async () => {
    serveApi({ 'GET /admin/players/99': () => refusal(404, 'Không tìm thấy người chơi', 'PLAYER_NOT_FOUND') });
    renderPlayers('/admin/players/99');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người chơi' })).toBeInTheDocument();
  });
});
