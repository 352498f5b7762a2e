import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralSummary } from '../../../../shared/api/growth';
import { aPlayer, aSystem, goOnline, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ReferenceScreen } from '../components/ReferenceScreen';

const summary: ReferralSummary = {
  refId: 'ABCDEFGH',
  commissionToday: 12.5,
  commissionTotal: 1234.75,
  downline: { F1: 3, F2: 1, F3: 0, F4: 0, F5: 0, F6: 0, F7: 0 },
};

function render(player = aPlayer({ balance: 800 })) {
  return renderScreen(<ReferenceScreen />, { path: '/reference', preloadedState: signedInAs(player) });
}

describe('ReferenceScreen', () => {
  beforeEach(() => goOnline());
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it("shows the code, the link and its QR code, and copies each with 'Đã sao chép'", async () => {
    serveApi({ '/system': aSystem(), '/players/7/referrals': summary });
    const user = userEvent.setup();
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render();
    const link = `${window.location.origin}/auth/register?ref=ABCDEFGH`;
    expect(screen.getByTestId('referral-code')).toHaveTextContent('ABCDEFGH');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    expect(screen.getByRole('img', { name: 'Mã QR của link giới thiệu' }).querySelector('path')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sao chép link giới thiệu' }));
    expect(await screen.findByText('Đã sao chép')).toBeInTheDocument();
    expect(writeText).toHaveBeenLastCalledWith(link);
    await user.click(screen.getByRole('button', { name: 'Sao chép mã giới thiệu' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('ABCDEFGH'));

    expect(await screen.findByTestId('commission-today')).toHaveTextContent('12.5');
    expect(screen.getByTestId('commission-total')).toHaveTextContent('1,234.75');
    expect(screen.getByRole('link', { name: 'Lịch sử hoa hồng' })).toHaveAttribute('href', '/history-gift?tab=levels');
    expect(screen.getByRole('link', { name: 'Danh sách giới thiệu' })).toHaveAttribute('href', '/refer-list');
    // No Web Share API here: no share button.
    expect(screen.queryByRole('button', { name: 'Chia sẻ' })).not.toBeInTheDocument();
  });

  it('shares the link where the phone offers the Web Share API', async () => {
    const share = jest.fn(async () => {});
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    serveApi({ '/system': aSystem(), '/players/7/referrals': summary });
    const user = userEvent.setup();
    render();
    await screen.findByTestId('commission-total');
    await user.click(screen.getByRole('button', { name: 'Chia sẻ' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/auth/register?ref=ABCDEFGH` }));
  });

  it("upgrades to agent at its price, then the button reads 'Đã nâng cấp' and is disabled", async () => {
    const requests = serveApi({
      '/system': aSystem(),
      '/players/7/referrals': summary,
      'POST /players/7/earn': { player: aPlayer({ isAgent: true, balance: 300, balanceVersion: 4 }), balance: 300, balanceVersion: 4 },
    });
    const user = userEvent.setup();
    const { store } = render();
    await screen.findByTestId('commission-total');
    await user.click(await screen.findByRole('button', { name: 'Nâng cấp đại lý · 500 điểm' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('upgrade-price')).toHaveTextContent('500');
    expect(within(dialog).getByTestId('upgrade-balance')).toHaveTextContent('800');
    await user.click(within(dialog).getByRole('button', { name: 'Nâng cấp' }));

    expect(await screen.findByRole('button', { name: 'Đã nâng cấp' })).toBeDisabled();
    expect(store.getState().auth.profile).toMatchObject({ isAgent: true, balance: 300 });
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows 'Đã nâng cấp', disabled, for an agent", async () => {
    serveApi({ '/system': aSystem(), '/players/7/referrals': summary });
    render(aPlayer({ isAgent: true }));
    await screen.findByTestId('commission-total');
    expect(screen.getByRole('button', { name: 'Đã nâng cấp' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Nâng cấp đại lý/ })).not.toBeInTheDocument();
  });
});
