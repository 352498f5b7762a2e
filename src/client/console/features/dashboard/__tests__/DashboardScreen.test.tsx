import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardDay, DashboardResponse } from '../../../../../shared/api/dashboard';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { DashboardScreen } from '../components/DashboardScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

/** 30 days ending 2026-11-23: quiet at first, then stakes growing; the day before today the house lost. */
function thirtyDays(): DashboardDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 25 + i)).toISOString().slice(0, 10);
    if (i < 20) return { day, stakes: 0, payouts: 0, houseResult: 0 };
    const stakes = 1_000 * (i - 19);
    const payouts = i === 28 ? stakes + 2_500.5 : stakes * 0.9;
    return { day, stakes, payouts, houseResult: Number((stakes - payouts).toFixed(4)) };
  });
}

function figures(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  const days = thirtyDays();
  return {
    generatedAt: '2026-11-23T05:04:03.000Z',
    players: { total: 1_234_567, newToday: 89 },
    online: { players: 40, sockets: 44, instances: 2, complete: true },
    today: days[29]!,
    days,
    pending: { withdrawals: 7, verifications: 0 },
    secondFactorLocks: [],
    ...overrides,
  };
}

function render() {
  return renderScreen(<DashboardScreen />, { path: '/admin/dashboard', preloadedState: signedInAs(operator) });
}

describe('DashboardScreen', () => {
  beforeEach(() => {
    goOnline();
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows players, who is online now, today\'s money and the queues with links to them', async () => {
    serveApi({ '/admin/dashboard': figures(), '/admin/dashboard/online': { players: 52, sockets: 60, instances: 2, complete: true } });
    render();
    expect(await screen.findByTestId('stat-players')).toHaveTextContent('1,234,567');
    expect(screen.getByTestId('stat-players')).toHaveTextContent('+89 hôm nay');
    // The online card shows the short poll's answer, fresher than the figures'.
    await waitFor(() => expect(screen.getByTestId('stat-online-value')).toHaveTextContent('52'));
    expect(screen.getByTestId('stat-online')).toHaveTextContent('60 kết nối');
    expect(screen.getByTestId('stat-online')).toHaveTextContent('Tự cập nhật mỗi 15 giây');
    expect(screen.getByTestId('stat-stakes-value')).toHaveTextContent('10,000');
    expect(screen.getByTestId('stat-payouts-value')).toHaveTextContent('9,000');
    expect(screen.getByTestId('stat-house-value')).toHaveTextContent('1,000');
    expect(screen.getByTestId('pending-withdrawals-count')).toHaveTextContent('7');
    expect(screen.getByTestId('pending-verifications-count')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Xem: Lệnh rút điểm chờ duyệt' })).toHaveAttribute('href', '/admin/withdrawals');
    expect(screen.getByRole('link', { name: 'Xem: Yêu cầu xác minh chờ duyệt' })).toHaveAttribute('href', '/admin/verifications');
  });

  it('shows how many players have push on, and on how many devices (issue 32)', async () => {
    serveApi({ '/admin/dashboard': figures(), '/admin/dashboard/online': figures().online, '/admin/push': { players: 1_204, subscriptions: 1_530 } });
    render();
    await waitFor(() => expect(screen.getByTestId('stat-push-value')).toHaveTextContent('1,204'));
    expect(screen.getByTestId('stat-push')).toHaveTextContent('Bật thông báo đẩy');
    expect(screen.getByTestId('stat-push')).toHaveTextContent('1,530 thiết bị');
  });

  it("warns when an operator's second factor was locked after wrong codes, with the failures one tap away (issue 47)", async () => {
    serveApi({
      '/admin/dashboard': figures({
        secondFactorLocks: [{ operatorId: 3, username: 'night-shift', lockedAt: '2026-11-23T04:00:00.000Z', lockedUntil: '2026-11-23T04:05:00.000Z' }],
      }),
    });
    render();
    const alert = await screen.findByTestId('second-factor-locks');
    expect(alert).toHaveTextContent('Cảnh báo bảo mật: có người đoán mã xác thực 2 lớp');
    expect(alert).toHaveTextContent('Tài khoản night-shift: bị tạm khoá lúc 23/11/2026 04:00 do nhập sai mã nhiều lần, mở lại lúc 23/11/2026 04:05');
    expect(within(alert).getByRole('link', { name: 'Xem các lần nhập sai trong nhật ký' })).toHaveAttribute('href', '/admin/audit?action=TOTP_FAILED');
  });

  it('shows no security warning when no second factor was locked', async () => {
    serveApi({ '/admin/dashboard': figures() });
    render();
    await screen.findByTestId('stat-players');
    expect(screen.queryByTestId('second-factor-locks')).toBeNull();
  });

  it('says when an instance did not answer the online count', async () => {
    serveApi({ '/admin/dashboard': figures(), '/admin/dashboard/online': { players: 3, sockets: 3, instances: 1, complete: false } });
    render();
    await waitFor(() => expect(screen.getByTestId('stat-online')).toHaveTextContent('Thiếu số liệu của một máy chủ'));
  });

  it('draws 30 days with labelled axes and reads out the day hovered or tapped', async () => {
    serveApi({ '/admin/dashboard': figures(), '/admin/dashboard/online': figures().online });
    render();
    const money = await screen.findByTestId('chart-money');
    expect(within(money).getAllByTestId('chart-money-day')).toHaveLength(30);
    expect(within(screen.getByTestId('chart-house')).getAllByTestId('chart-house-day')).toHaveLength(30);
    // Value axis in short units from zero; day axis as DD/MM, today included.
    expect(money).toHaveTextContent('10 N');
    expect(money).toHaveTextContent('0');
    expect(money).toHaveTextContent('23/11');
    expect(screen.getByRole('img', { name: 'Tổng cược và tổng trả thưởng (điểm)' })).toBeInTheDocument();
    // Today first; the losing day once hovered, from either chart.
    const readout = screen.getByTestId('chart-readout');
    expect(readout).toHaveTextContent('23/11/2026');
    expect(readout).toHaveTextContent('Tổng cược: 10,000');
    const house = screen.getByTestId('chart-house');
    const lossDay = within(house).getAllByTestId('chart-house-day').find((g) => g.getAttribute('data-day') === '2026-11-22')!;
    fireEvent.mouseEnter(lossDay.lastElementChild!);
    expect(readout).toHaveTextContent('22/11/2026');
    expect(readout).toHaveTextContent('Tổng cược: 9,000');
    expect(readout).toHaveTextContent('Tổng trả thưởng: 11,500.5');
    expect(readout).toHaveTextContent('Kết quả nhà cái: -2,500.5');
    // The losing day's bar is red, a winning day's green.
    expect(lossDay.querySelector('rect[fill="#e03131"]')).not.toBeNull();
  });

  it('lists the 30 days newest first and exports them as CSV through a link asked for with the operator\'s token', async () => {
    const requests = serveApi({
      '/admin/dashboard': figures(),
      '/admin/dashboard/online': figures().online,
      'POST /admin/exports/link': async (request: Request) => ({ url: `${((await request.json()) as { path: string }).path}?dl=signed` }),
    });
    const user = userEvent.setup();
    render();
    const rows = await screen.findAllByTestId('days-row');
    expect(rows).toHaveLength(30);
    expect(rows[0]).toHaveTextContent('23/11/2026');
    expect(rows[0]).toHaveTextContent('Hôm nay');
    expect(rows[1]).toHaveTextContent('-2,500.5');
    expect(rows[29]).toHaveTextContent('25/10/2026');
    const saved: Array<[string, string]> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push([this.href, this.download]);
    });
    await user.click(screen.getByRole('button', { name: 'Xuất CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const asked = requests.find((r) => new URL(r.url).pathname === '/v1/admin/exports/link');
    expect(asked?.headers.get('authorization')).toBe('Bearer access-token');
    // The browser opens the link itself: the file streams to disk, nothing is held in the page.
    expect(saved).toEqual([['http://localhost/v1/admin/dashboard/export.csv?dl=signed', 'dashboard-2026-11-23.csv']]);
  });
});
