import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminVerification } from '../../../../../shared/api/verifications';
import { aPlayer, goOnline, serveApi, signedInAs } from '../../../../testing/fixtures';
import { renderScreen } from '../../../../testing/render';
import { VerificationsScreen } from '../components/VerificationsScreen';

const operator = aPlayer({ id: 1, incId: 100_001, username: 'operator', role: 'ADMIN' });

function aVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  return {
    id: 9,
    player: { id: 2, incId: 100_002, username: 'player02' },
    status: 'PENDING',
    reason: null,
    frontID: '/v1/files/front.png?sig=a',
    backID: '/v1/files/back.png?sig=b',
    bankAccountHolder: 'NGUYEN VAN A',
    createdAt: new Date().toISOString(),
    reviewedAt: null,
    ...overrides,
  };
}

describe('VerificationsScreen', () => {
  beforeEach(() => goOnline());

  it('shows both sides of the ID and rejects with the reason the player reads', async () => {
    const requests = serveApi({
      '/admin/verifications': { results: [aVerification()], page: 1, limit: 10, totalPages: 1, totalResults: 1 },
      'POST /admin/verifications/9/reject': aVerification({ status: 'REJECTED', reason: 'Ảnh mờ', reviewedAt: new Date().toISOString() }),
    });
    const user = userEvent.setup();
    renderScreen(<VerificationsScreen />, { path: '/admin/verifications', preloadedState: signedInAs(operator) });
    const row = await screen.findByTestId('verification-row');
    expect(within(row).getByRole('img', { name: 'Mặt trước' })).toHaveAttribute('src', '/v1/files/front.png?sig=a');
    expect(within(row).getByRole('img', { name: 'Mặt sau' })).toHaveAttribute('src', '/v1/files/back.png?sig=b');
    expect(within(row).getByTestId('verification-bank-holder')).toHaveTextContent('Chủ tài khoản ngân hàng: NGUYEN VAN A');

    await user.click(within(row).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Ảnh mờ');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Đã từ chối yêu cầu xác minh')).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Đã từ chối');
    expect(screen.getByTestId('verification-row')).toHaveTextContent('Lý do: Ảnh mờ');
    expect(await requests.find((r) => r.method === 'POST')!.clone().json()).toEqual({ reason: 'Ảnh mờ' });
  });

  it('says when the player has no bank account linked', async () => {
    serveApi({ '/admin/verifications': { results: [aVerification({ bankAccountHolder: null })], page: 1, limit: 10, totalPages: 1, totalResults: 1 } });
    renderScreen(<VerificationsScreen />, { path: '/admin/verifications', preloadedState: signedInAs(operator) });
    const row = await screen.findByTestId('verification-row');
    expect(within(row).getByTestId('verification-bank-holder')).toHaveTextContent('Chủ tài khoản ngân hàng: Chưa liên kết ngân hàng');
  });
});
