import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aPlayer, goOffline, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ExchangePointScreen } from '../components/ExchangePointScreen';

const rules = {
  minAmount: 50,
  vndPerPoint: 1000,
  feeTiers: [
    { below: 200_000, bps: 1500 },
    { below: 400_000, bps: 2000 },
    { below: null, bps: 3000 },
  ],
};

function render(player = aPlayer({ balance: 300_000 })) {
  return renderScreen(<ExchangePointScreen />, { path: '/exchange-point', preloadedState: signedInAs(player) });
}

describe('ExchangePointScreen', () => {
  beforeEach(() => goOnline());

  it('validates the amount while typing with the spec messages', async () => {
    serveApi({ '/withdrawals/rules': rules });
    const user = userEvent.setup();
    render();
    const amount = await screen.findByLabelText('Số điểm quy đổi');
    await user.type(amount, '49');
    expect(await screen.findByText('Quy đổi tối thiểu 50 điểm để đủ điều kiện')).toBeInTheDocument();
    await user.clear(amount);
    expect(await screen.findByText('Số điểm không được để trống')).toBeInTheDocument();
    await user.type(amount, '300001');
    expect(await screen.findByText('Số dư không đủ')).toBeInTheDocument();
    // Negatives and a fifth decimal cannot even be typed (spec section 5).
    await user.clear(amount);
    await user.type(amount, '-60.123456');
    expect(amount).toHaveValue('60.1234');
  });

  it('shows the fee of the tier and the net VND before confirming, then sends the request once', async () => {
    const requests = serveApi({
      '/withdrawals/rules': rules,
      'POST /withdrawals': { withdrawal: { id: 1, createdAt: '2026-11-20T00:00:00.000Z', amount: 250000, fee: 50000, feePercent: 20, netVnd: 200_000_000, status: 'PENDING', note: null, decidedAt: null }, balance: 50_000, balanceVersion: 2 },
    });
    const user = userEvent.setup();
    const { store } = render();
    await user.type(await screen.findByLabelText('Số điểm quy đổi'), '100');
    expect(screen.getByTestId('quote-fee')).toHaveTextContent('15');
    expect(screen.getByText('Phí (15%)')).toBeInTheDocument();
    expect(screen.getByTestId('quote-net')).toHaveTextContent('85,000 VNĐ');
    await user.type(screen.getByLabelText('Số điểm quy đổi'), '{Backspace}{Backspace}{Backspace}250000');
    expect(screen.getByText('Phí (20%)')).toBeInTheDocument();
    expect(screen.getByTestId('quote-net')).toHaveTextContent('200,000,000 VNĐ');

    await user.click(screen.getByRole('button', { name: 'Quy đổi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Xác nhận quy đổi');
    expect(dialog).toHaveTextContent('200,000,000 VNĐ');
    expect(dialog).toHaveTextContent('Vietcombank · 0123456789 · NGUYEN VAN A');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(store.getState().auth.profile?.balance).toBe(50_000));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.clone().json()).toEqual({ amount: 250000 });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[\w-]{10,}$/);
    expect(await screen.findByText('Đã gửi yêu cầu')).toBeInTheDocument();
  });

  it("holds to the server's minimum, not the spec's 50", async () => {
    serveApi({ '/withdrawals/rules': { ...rules, minAmount: 80 } });
    const user = userEvent.setup();
    render();
    const amount = await screen.findByLabelText('Số điểm quy đổi');
    await screen.findByTestId('fee-tiers');
    await user.type(amount, '60');
    expect(await screen.findByText('Quy đổi tối thiểu 80 điểm để đủ điều kiện')).toBeInTheDocument();
    expect(screen.getByTestId('quote-fee')).toHaveTextContent('–');
    await user.click(screen.getByRole('button', { name: 'Quy đổi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(amount, '0');
    expect(screen.queryByText('Quy đổi tối thiểu 80 điểm để đủ điều kiện')).not.toBeInTheDocument();
    expect(screen.getByText('Phí (15%)')).toBeInTheDocument();
  });

  it('lists the minimum and the fee tiers the server charges, in the words of the terms', async () => {
    serveApi({ '/withdrawals/rules': { minAmount: 100, vndPerPoint: 1000, feeTiers: [{ below: 5000, bps: 1000 }, { below: null, bps: 2500 }] } });
    render();
    const hint = await screen.findByTestId('fee-tiers');
    expect(hint).toHaveTextContent('Quy đổi tối thiểu 100 điểm; 1 điểm = 1,000 VNĐ.');
    expect(hint).toHaveTextContent('Dưới 5,000 điểm: 10%.');
    expect(hint).toHaveTextContent('Từ 5,000 điểm trở lên: 25%.');
  });

  it("disables the submit with 'Chưa liên kết ngân hàng' when no bank is linked", async () => {
    serveApi({ '/withdrawals/rules': rules });
    render(aPlayer({ bankName: null, bankAccountNumber: null, bankAccountHolder: null }));
    const submit = await screen.findByRole('button', { name: 'Chưa liên kết ngân hàng' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByRole('link', { name: 'Liên kết ngay' })).toHaveAttribute('href', '/banking');
  });

  it('disables the request offline, saying why', async () => {
    serveApi({ '/withdrawals/rules': rules });
    render();
    await screen.findByLabelText('Số điểm quy đổi');
    goOffline();
    expect(await screen.findByText('Cần kết nối mạng để thực hiện thao tác này')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quy đổi' })).toBeDisabled();
  });
});
