import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOnline, refusal, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { DepositScreen } from '../components/DepositScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function render() {
  return renderScreen(<DepositScreen />, { path: '/admin/deposits', preloadedState: signedInAs(operator) });
}

describe('DepositScreen', () => {
  beforeEach(() => goOnline());

  it('credits a player found by the public ID the app shows', async () => {
    const requests = serveApi(
      { 'POST /admin/deposits': { deposit: { id: 5, createdAt: '2026-11-20T00:00:00.000Z', amount: 1000, status: 'SUCCESS', note: 'CK' }, balance: 1500 } },
      201,
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
    const requests = serveApi({ 'POST /admin/deposits': () => refusal(404, 'Không tìm thấy người chơi') });
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
    serveApi({ 'POST /admin/deposits': { deposit: { id: 5, createdAt: '2026-11-20T00:00:00.000Z', amount: 10, status: 'SUCCESS', note: null }, balance: 10 } }, 201);
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('ID người chơi'), '100002');
    await user.type(screen.getByLabelText('Số điểm'), '10');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByRole('link', { name: 'Xem người chơi' })).toHaveAttribute('href', '/admin/players/2');
  });
});
