import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ConsoleApp } from '../ConsoleApp';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });
const URI = 'otpauth://totp/Operator%20console:operator?issuer=Operator%20console&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF', 'GGGGG-HHHHH', 'JJJJJ-KKKKK', 'LLLLL-MMMMM', 'NNNNN-PPPPP', 'QQQQQ-RRRRR', 'SSSSS-TTTTT', 'UUUUU-VVVVV'];
const emptyPage = { results: [], page: 1, limit: 20, totalPages: 0, totalResults: 0 };

function openConsole(url: string) {
  return renderScreen(<ConsoleApp />, { path: '/admin/*', url, preloadedState: signedInAs(operator) });
}

describe('TOTP enrolment in the console', () => {
  beforeEach(() => goOnline());

  it('keeps an operator without TOTP on /admin/security until enrolled, then shows the recovery codes once and opens the console', async () => {
    let confirmed = 0;
    const requests = serveApi({
      'GET /admin/totp': { enabled: false, pending: false, recoveryCodesLeft: 0 },
      'POST /admin/totp/enrol': { uri: URI, secret: 'JBSWY3DPEHPK3PXP' },
      'POST /admin/totp/confirm': async (request: Request) => {
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456') return refusal(400, 'Mã xác thực không đúng', 'TOTP_INVALID');
        confirmed++;
        return { recoveryCodes: CODES };
      },
      '/admin/dashboard': refusal(404, 'Không tìm thấy'),
      '/admin/withdrawals': emptyPage,
    });
    const user = userEvent.setup();
    // After setup: user-event puts a clipboard of its own in place.
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { router } = openConsole('/admin/withdrawals');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security'));
    expect(await screen.findByText('Tài khoản vận hành phải bật xác thực 2 lớp trước khi dùng bảng điều hành.')).toBeInTheDocument();
    // Nothing else of the console: no sections, no other call.
    expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/v1/admin/withdrawals')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Bắt đầu bật xác thực 2 lớp' }));
    // The QR code is drawn: an SVG whose pattern path has modules in it.
    const qr = await screen.findByRole('img', { name: 'Mã QR để thêm tài khoản vào ứng dụng xác thực' });
    expect(qr.querySelector('svg path')?.getAttribute('d')?.length ?? 0).toBeGreaterThan(100);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    const codeField = screen.getByLabelText('Mã xác thực');
    expect(codeField).toHaveAttribute('inputmode', 'numeric');
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(codeField, '12345');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Vui lòng nhập mã 6 chữ số')).toBeInTheDocument();
    await user.type(codeField, '9');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực không đúng')).toBeInTheDocument();
    expect(confirmed).toBe(0);

    await user.type(screen.getByLabelText('Mã xác thực'), '123456');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByText(/^[A-Z]{5}-[A-Z]{5}$/)).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Sao chép các mã' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    // Still the bare frame: the codes stay until the operator says they saved them.
    expect(screen.queryByRole('navigation', { hidden: true })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tôi đã lưu các mã này' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect((await screen.findAllByRole('navigation', { hidden: true })).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
  });

  it('shows an enrolled operator that TOTP is on, with the recovery codes left', async () => {
    serveApi({ 'GET /admin/totp': { enabled: true, pending: false, recoveryCodesLeft: 7 } });
    openConsole('/admin/security');
    expect(await screen.findByTestId('totp-enabled')).toHaveTextContent('Còn 7 mã dự phòng chưa dùng.');
    expect(screen.getAllByRole('link', { name: 'Bảo mật', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Bắt đầu bật xác thực 2 lớp' })).not.toBeInTheDocument();
  });
});
