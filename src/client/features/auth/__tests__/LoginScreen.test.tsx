import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { LoginScreen } from '../components/LoginScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const tokens = { access: { token: 'access-token', expires: '2030-01-01T00:00:00.000Z' }, refresh: { token: 'refresh-token', expires: '2030-01-01T00:00:00.000Z' } };

/** The server of an operator with TOTP on: `123456` is the current code, `AAAAA-BBBBB` a recovery code, `111111` was used already. */
function serveOperatorLogin() {
  const bodies: Array<Record<string, string>> = [];
  serveApi({
    'POST /auth/login': async (request: Request) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      if (body.password !== 'operator-pass') return refusal(401, 'Tài khoản hoặc mật khẩu không đúng', 'INVALID_CREDENTIALS');
      if (body.totp === '123456' || body.recoveryCode === 'AAAAA-BBBBB') return { player: operator, tokens };
      if (body.totp === '111111') return refusal(401, 'Mã xác thực này đã được dùng, vui lòng chờ mã mới', 'TOTP_REPLAYED');
      if (body.totp === '555555') return refusal(429, 'Xác thực 2 lớp tạm khoá do nhập sai mã nhiều lần. Vui lòng thử lại sau 5 phút', 'TOTP_LOCKED');
      if (body.totp || body.recoveryCode) return refusal(401, 'Mã xác thực không đúng', 'TOTP_INVALID');
      return refusal(401, 'Vui lòng nhập mã xác thực 2 lớp (6 chữ số) từ ứng dụng xác thực', 'TOTP_REQUIRED');
    },
  });
  return bodies;
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByPlaceholderText('Tài khoản'), 'operator');
  await user.type(screen.getByPlaceholderText('Mật khẩu'), 'operator-pass');
  await user.click(screen.getByRole('button', { name: 'Đăng Nhập' }));
}

describe('LoginScreen', () => {
  beforeEach(() => goOnline());

  it('asks an operator with TOTP for the code as a second step, keeps the step on a wrong or used code, then signs in', async () => {
    const bodies = serveOperatorLogin();
    const user = userEvent.setup();
    const { store } = renderScreen(<LoginScreen />, { path: '/auth/login' });
    await signInWithPassword(user);

    const code = await screen.findByLabelText('Mã xác thực');
    expect(screen.getByRole('heading', { name: 'Xác thực 2 lớp' })).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Asking for the code is a step, not an error.
    expect(screen.queryByText('Vui lòng nhập mã xác thực 2 lớp (6 chữ số) từ ứng dụng xác thực')).not.toBeInTheDocument();

    await user.type(code, '999999');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực không đúng')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mã xác thực'), '111111');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực này đã được dùng, vui lòng chờ mã mới')).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(false);

    await user.type(screen.getByLabelText('Mã xác thực'), '123456');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(store.getState().auth).toMatchObject({ isLoggedIn: true, accessToken: 'access-token', profile: { role: 'ADMIN' } }));
    expect(bodies).toEqual([
      { username: 'operator', password: 'operator-pass' },
      { username: 'operator', password: 'operator-pass', totp: '999999' },
      { username: 'operator', password: 'operator-pass', totp: '111111' },
      { username: 'operator', password: 'operator-pass', totp: '123456' },
    ]);
  });

  it('says under the code when the second factor is locked after wrong codes (issue 47), and stays on the step', async () => {
    serveOperatorLogin();
    const user = userEvent.setup();
    const { store } = renderScreen(<LoginScreen />, { path: '/auth/login' });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Mã xác thực'), '555555');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Xác thực 2 lớp tạm khoá do nhập sai mã nhiều lần. Vui lòng thử lại sau 5 phút')).toBeInTheDocument();
    expect(screen.getByLabelText('Mã xác thực')).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('takes a recovery code instead, from the link under the code', async () => {
    const bodies = serveOperatorLogin();
    const user = userEvent.setup();
    const { store } = renderScreen(<LoginScreen />, { path: '/auth/login' });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Không có điện thoại? Dùng mã dự phòng' }));
    await user.type(screen.getByLabelText('Mã dự phòng'), 'AAAAA-BBBBB');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    expect(bodies.at(-1)).toEqual({ username: 'operator', password: 'operator-pass', recoveryCode: 'AAAAA-BBBBB' });
  });

  it('shows a wrong password as before, without a second step', async () => {
    serveOperatorLogin();
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { path: '/auth/login' });
    await user.type(screen.getByPlaceholderText('Tài khoản'), 'operator');
    await user.type(screen.getByPlaceholderText('Mật khẩu'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Đăng Nhập' }));
    expect(await screen.findByText('Tài khoản hoặc mật khẩu không đúng')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mã xác thực')).not.toBeInTheDocument();
  });
});
