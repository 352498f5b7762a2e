import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOperator } from '../../../../../shared/api/admin-operators';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { OperatorsScreen } from '../components/OperatorsScreen';

const me = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function anOperator(overrides: Partial<AdminOperator> = {}): AdminOperator {
  return {
    id: 1,
    incId: 100_001,
    username: 'operator',
    totpEnabled: true,
    mustChangePassword: false,
    locked: false,
    createdAt: '2026-01-02T03:00:00.000Z',
    lastSignInAt: '2026-03-04T05:06:00.000Z',
    ...overrides,
  };
}

const page = (results: AdminOperator[]) => ({ results, page: 1, limit: 20, totalPages: 1, totalResults: results.length });
const render = () => renderScreen(<OperatorsScreen />, { path: '/admin/operators', preloadedState: signedInAs(me) });

describe('OperatorsScreen', () => {
  beforeEach(() => goOnline());

  it('lists operators with TOTP, temporary password and last sign-in; resets another operator’s TOTP after asking, never one’s own', async () => {
    let list = page([anOperator(), anOperator({ id: 5, incId: 100_005, username: 'night-shift' }), anOperator({ id: 6, incId: 100_006, username: 'newcomer', totpEnabled: false, mustChangePassword: true, lastSignInAt: null })]);
    const requests = serveApi({
      'GET /admin/operators': () => list,
      'POST /admin/operators/5/reset-totp': () => {
        list = page([anOperator(), anOperator({ id: 5, incId: 100_005, username: 'night-shift', totpEnabled: false })]);
        return { operator: anOperator({ id: 5, incId: 100_005, username: 'night-shift', totpEnabled: false }) };
      },
    });
    const user = userEvent.setup();
    render();
    const rows = await screen.findAllByTestId('operator-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('operator (Bạn)');
    expect(within(rows[0]!).queryByRole('button', { name: 'Đặt lại xác thực 2 lớp' })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByTestId('operator-totp')).toHaveTextContent('Chưa bật');
    expect(rows[2]).toHaveTextContent('Chưa đổi mật khẩu tạm thời');
    expect(rows[2]).toHaveTextContent('Chưa rõ');
    expect(within(rows[2]!).queryByRole('button', { name: 'Đặt lại xác thực 2 lớp' })).not.toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Đặt lại xác thực 2 lớp' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Xác thực 2 lớp của night-shift sẽ bị tắt');
    await user.click(within(dialog).getByRole('button', { name: 'Đặt lại' }));
    expect(await screen.findByText('Đã đặt lại xác thực 2 lớp của night-shift')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getAllByTestId('operator-row')[1]!).getByTestId('operator-totp')).toHaveTextContent('Chưa bật'));
    expect(requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/v1/admin/operators/5/reset-totp']);
  });

  it('creates an operator and shows the temporary password once; a taken name shows the server’s message', async () => {
    const sent: unknown[] = [];
    serveApi({
      'GET /admin/operators': page([anOperator()]),
      'POST /admin/operators': async (request: Request) => {
        const { username } = (await request.json()) as { username: string };
        sent.push({ username });
        if (username === 'operator') return refusal(409, 'Tài khoản đã tồn tại', 'USERNAME_TAKEN');
        return new Response(JSON.stringify({ operator: anOperator({ id: 7, incId: 100_007, username, totpEnabled: false, mustChangePassword: true, lastSignInAt: null }), temporaryPassword: 'Tmp-Pass_123456a' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const user = userEvent.setup();
    render();
    await screen.findAllByTestId('operator-row');
    await user.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tài khoản'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await within(dialog).findByText('Tài khoản có ít nhất 6 ký tự')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Tài khoản'));
    await user.type(within(dialog).getByLabelText('Tài khoản'), 'operator');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByText('Tài khoản đã tồn tại')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Tài khoản'));
    await user.type(within(dialog).getByLabelText('Tài khoản'), 'day-shift');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByTestId('operator-temporary-password')).toHaveTextContent('Tmp-Pass_123456a');
    expect(screen.getByRole('alertdialog')).toHaveTextContent('người vận hành mới phải đổi mật khẩu rồi bật xác thực 2 lớp');
    expect(sent).toEqual([{ username: 'operator' }, { username: 'day-shift' }]);

    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByTestId('operator-temporary-password')).not.toBeInTheDocument());
  });
});
