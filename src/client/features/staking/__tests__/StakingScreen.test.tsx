import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stake } from '../../../../shared/api/growth';
import { aPlayer, aSystem, goOnline, growthRules, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { StakingScreen } from '../components/StakingScreen';

const stake: Stake = {
  id: 4,
  amount: 500,
  rateBps: 50,
  termDays: 30,
  dailyReward: 2.5,
  startedAt: '2026-11-01T03:00:00.000Z',
  maturesAt: '2026-12-01T03:00:00.000Z',
  rewardsPaid: 7.5,
  daysPaid: 3,
  status: 'ACTIVE',
};

function render() {
  return renderScreen(<StakingScreen />, { path: '/staking', preloadedState: signedInAs(aPlayer({ balance: 2000 })) });
}

describe('StakingScreen', () => {
  beforeEach(() => goOnline());

  it("validates the amount with the withdrawal's messages and the operator's minimum", async () => {
    serveApi({ '/system': aSystem(growthRules({ stakingMin: 100 })), '/players/7/staking': { results: [] } });
    const user = userEvent.setup();
    render();
    await screen.findByTestId('stake-term');
    const amount = screen.getByLabelText('Số điểm đầu tư');
    await user.type(amount, '99');
    expect(await screen.findByText('Quy đổi tối thiểu 100 điểm để đủ điều kiện')).toBeInTheDocument();
    await user.clear(amount);
    expect(await screen.findByText('Số điểm không được để trống')).toBeInTheDocument();
    await user.type(amount, '2000.5');
    expect(await screen.findByText('Số dư không đủ')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '-150.123456');
    expect(amount).toHaveValue('150.1234');
    expect(await screen.findByText('Chưa có gói đầu tư nào')).toBeInTheDocument();
  });

  it('shows the rate, the term and the reward before confirming, then stakes once and goes back', async () => {
    const requests = serveApi({
      '/system': aSystem(),
      'GET /players/7/staking': { results: [stake] },
      'POST /players/7/staking': { stake, balance: 765.4322, balanceVersion: 5 },
    });
    const user = userEvent.setup();
    const { store } = render();
    expect(await screen.findByTestId('stake-rate')).toHaveTextContent('0.5%/ngày');
    expect(screen.getByTestId('stake-term')).toHaveTextContent('30 ngày');
    // Integer units, rounded down each day: 1234.5678 x 0.5% = 6.1728 a day, 185.184 over 30 days.
    await user.type(screen.getByLabelText('Số điểm đầu tư'), '1234.5678');
    expect(screen.getByTestId('stake-daily')).toHaveTextContent('6.1728');
    expect(screen.getByTestId('stake-reward')).toHaveTextContent('185.184');
    const row = await screen.findByTestId('stake-row');
    expect(row).toHaveTextContent('Đang đầu tư');
    expect(row).toHaveTextContent('7.5 (3/30)');

    await user.click(screen.getByRole('button', { name: 'Đầu tư' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Xác nhận đầu tư');
    expect(within(dialog).getByTestId('confirm-stake-amount')).toHaveTextContent('1,234.5678');
    expect(within(dialog).getByTestId('stake-reward')).toHaveTextContent('185.184');
    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận' }));

    expect(await screen.findByText('Đã gửi yêu cầu')).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.profile?.balance).toBe(765.4322));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(await posts[0]!.clone().json()).toEqual({ amount: 1234.5678 });
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });
});
