import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { aPlayer, aSystem, goOnline, serveApi, signedInAs } from '../../testing/fixtures';

describe('the operator console: who gets in', () => {
  beforeEach(() => goOnline());

  it('takes an operator who signs in to /admin, the dashboard', async () => {
    const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
    serveApi({
      'POST /auth/login': { player: operator, tokens: { access: { token: 'access-token', expires: '2030-01-01T00:00:00.000Z' } } },
      '/admin/totp': { enabled: true, pending: false, recoveryCodesLeft: 10 },
      '/admin/dashboard': { generatedAt: new Date().toISOString(), players: { total: 0, newToday: 0 }, online: { players: 0, sockets: 0, instances: 1, complete: true }, today: { day: '2026-11-23', stakes: 0, payouts: 0, houseResult: 0 }, days: [], pending: { withdrawals: 0, verifications: 0 }, secondFactorLocks: [] },
      '/system': aSystem(),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login');
    // Screens load on first use (here: compiled on the fly, which a busy machine makes slow).
    await user.type(await screen.findByPlaceholderText('Tài khoản', {}, { timeout: 20_000 }), 'operator');
    await user.type(screen.getByPlaceholderText('Mật khẩu'), 'operator-pass');
    await user.click(screen.getByRole('button', { name: 'Đăng Nhập' }));
    // The console's chunk loads on first use (here: compiled on the fly, hence the long wait).
    expect(await screen.findByRole('heading', { name: 'Tổng quan' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByTestId('console-operator')).toHaveTextContent('operator');
  });

  it('sends a player who opens /admin home without asking the server for anything of the console', async () => {
    const requests = serveApi({ '/system': aSystem() });
    const { router } = renderApp('/admin/withdrawals', signedInAs(aPlayer({ role: 'PLAYER' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 20_000 });
    expect(screen.queryByRole('heading', { name: 'Hàng chờ rút điểm' })).not.toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname.startsWith('/v1/admin'))).toBe(false);
  });

  it('sends a signed-out visitor who opens /admin to sign in', async () => {
    serveApi({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), { timeout: 20_000 });
  });
});
