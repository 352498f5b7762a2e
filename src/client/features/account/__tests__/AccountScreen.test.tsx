import { screen } from '@testing-library/react';
import { aPlayer, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { AccountScreen } from '../components/AccountScreen';

describe('AccountScreen', () => {
  it('links to staking, referrals and the gift history', async () => {
    serveApi({ '/auth/profile': aPlayer() });
    renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
    expect(screen.getByRole('link', { name: 'Nạp điểm đầu tư' })).toHaveAttribute('href', '/staking');
    expect(screen.getByRole('link', { name: 'Giới thiệu bạn bè' })).toHaveAttribute('href', '/reference');
    expect(screen.getByRole('link', { name: 'Lịch sử quà tặng' })).toHaveAttribute('href', '/history-gift');
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('1,000');
  });
});
