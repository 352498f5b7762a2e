import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render';
import { createTestStore } from '../../../testing/store';
import userEvent from '@testing-library/user-event';
import { aPlayer, aSystem, goOnline, serveApi } from '../../../testing/fixtures';

const tokens = (access: string) => ({ access: { token: access, expires: '2030-01-01T00:00:00.000Z' }, refresh: { token: 'refresh', expires: '2030-01-01T00:00:00.000Z' } });

describe('the forced password change', () => {
  beforeEach(() => goOnline());

  it('after a sign-in with a temporary password, shows only the change (old, new, confirm), then the app', async () => {
    const player = aPlayer({ username: 'forgetful01' });
    const changes: unknown[] = [];
    const requests = serveApi({
      'POST /auth/login': { player, tokens: tokens('temporary-token'), mustChangePassword: true },
      'POST /auth/change-password': async (request: Request) => {
        changes.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return { tokens: tokens('own-token') };
      },
      '/system': aSystem(),
    });
    const user = userEvent.setup();
    const { store } = renderApp('/auth/login');
    // Screens load on first use (compiled on the fly here, slow on a busy machine).
    await user.type(await screen.findByPlaceholderText('Tài khoản', {}, { timeout: 20_000 }), 'forgetful01');
    await user.type(screen.getByPlaceholderText('Mật khẩu'), 'Tmp-123456');
    await user.click(screen.getByRole('button', { name: 'Đăng Nhập' }));

    expect(await screen.findByRole('heading', { name: 'Đổi mật khẩu' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Bạn đang đăng nhập bằng mật khẩu tạm thời. Vui lòng đặt mật khẩu mới để tiếp tục.')).toBeInTheDocument();
    // Nothing of the app behind it: no Home, no bottom bar, no call but the sign-in.
    expect(screen.queryByTestId('player-id')).not.toBeInTheDocument();
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/v1/auth/login']);

    await user.type(screen.getByLabelText('Mật khẩu tạm thời'), 'Tmp-123456');
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'Tmp-123456');
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'Tmp-12345');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByText('Mật khẩu mới phải khác mật khẩu tạm thời')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu không khớp')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await user.clear(screen.getByLabelText('Mật khẩu mới'));
    await user.type(screen.getByLabelText('Mật khẩu mới'), 'my-own-pass');
    await user.clear(screen.getByLabelText('Nhập lại mật khẩu mới'));
    await user.type(screen.getByLabelText('Nhập lại mật khẩu mới'), 'my-own-pass');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Đổi mật khẩu' })).not.toBeInTheDocument());
    expect(changes).toEqual([{ body: { oldPassword: 'Tmp-123456', newPassword: 'my-own-pass' }, authorization: 'Bearer temporary-token' }]);
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'own-token' });
    expect(store.getState().auth.mustChangePassword).toBeUndefined();
    expect(await screen.findByText('Đã đổi mật khẩu')).toBeInTheDocument();
  });

  it('is kept across a reload, and shown when the server refuses a call with PASSWORD_CHANGE_REQUIRED', async () => {
    const { saveSession, restoreSession } = await import('../../../lib/saved-session');
    const profile = aPlayer();
    saveSession({ isLoggedIn: true, accessToken: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', refreshToken: null, profile, mustChangePassword: true });
    expect(restoreSession()).toMatchObject({ isLoggedIn: true, mustChangePassword: true });
    localStorage.clear();

    const { passwordChangeRequired } = await import('../../../stores/auth-slice');
    const store = createTestStore({ auth: { isLoggedIn: true, accessToken: 't', refreshToken: null, profile } });
    store.dispatch(passwordChangeRequired());
    expect(store.getState().auth.mustChangePassword).toBe(true);
  });
});
