import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/render';
import { RegisterScreen } from '../components/RegisterScreen';

describe('RegisterScreen', () => {
  it('validates while typing with the spec messages', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/auth/register' });
    await user.type(screen.getByPlaceholderText('Tài khoản'), 'abc');
    expect(await screen.findByText('Tài khoản có ít nhất 6 ký tự')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Mật khẩu'), 'secret1');
    await user.type(screen.getByPlaceholderText('Xác nhận mật khẩu'), 'secret2');
    expect(await screen.findByText('Mật khẩu không khớp')).toBeInTheDocument();
  });

  it('registers, says so, then signs in with the same credentials and keeps the refresh token', async () => {
    const player = { id: 3, incId: 100003, username: 'newbie01', balance: 0, balanceVersion: 0, refId: 'ABCDEFGH', isUnlockMulti: false, isAgent: false, role: 'PLAYER' };
    const bodies: Array<{ url: string; body: unknown }> = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      bodies.push({ url: request.url, body: await request.json() });
      const tokens = { access: { token: 'a.b.c', expires: '' }, refresh: { token: 'r.e.f', expires: '' } };
      return new Response(JSON.stringify({ player, tokens }), { status: request.url.endsWith('/register') ? 201 : 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const user = userEvent.setup();
    const { store } = renderScreen(<RegisterScreen />, { path: '/auth/register' });
    await user.type(screen.getByPlaceholderText('Tài khoản'), 'newbie01');
    await user.type(screen.getByPlaceholderText('Mật khẩu'), 'secret1');
    await user.type(screen.getByPlaceholderText('Xác nhận mật khẩu'), 'secret1{Enter}');
    await waitFor(() => expect(store.getState().auth.isLoggedIn).toBe(true));
    expect(bodies.map((b) => b.url.replace(/^.*\/v1/, ''))).toEqual(['/auth/register', '/auth/login']);
    expect(bodies[1]!.body).toEqual({ username: 'newbie01', password: 'secret1' });
    expect(store.getState().auth).toMatchObject({ accessToken: 'a.b.c', refreshToken: 'r.e.f' });
    expect(await screen.findByText('Đăng ký thành công')).toBeInTheDocument();
  });

  it("shows the invitation's code in an editable 'Mã giới thiệu' field and sends it as ref", async () => {
    const bodies: unknown[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input as Request;
      bodies.push(await request.json());
      return new Response(JSON.stringify({ statusCode: 400, message: 'Mã giới thiệu không tồn tại' }), { status: 400, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const user = userEvent.setup();
    renderScreen(<RegisterScreen />, { path: '/auth/register', url: '/auth/register?ref=ABCDEFGH' });
    const code = screen.getByLabelText('Mã giới thiệu');
    expect(code).toHaveValue('ABCDEFGH');
    await user.clear(code);
    await user.type(code, ' XYZ23456 ');
    await user.type(screen.getByPlaceholderText('Tài khoản'), 'newbie01');
    await user.type(screen.getByPlaceholderText('Mật khẩu'), 'secret1');
    await user.type(screen.getByPlaceholderText('Xác nhận mật khẩu'), 'secret1{Enter}');
    expect(await screen.findByText('Mã giới thiệu không tồn tại')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'newbie01', password: 'secret1', passwordConfirm: 'secret1', ref: 'XYZ23456' }]);
  });
});
