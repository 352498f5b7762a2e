import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemContent } from '../../../../shared/api/content';
import { aContent, aPlayer, aSystem, growthRules, serveApi, signedInAs } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { AccountScreen } from '../components/AccountScreen';

function renderWith(content: SystemContent) {
  serveApi({ '/auth/profile': aPlayer(), '/system': aSystem(growthRules(), Date.now(), content) });
  return renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
}

async function openDialog(button: 'Nạp điểm' | 'Đổi mật khẩu') {
  await userEvent.setup().click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('AccountScreen', () => {
  it('links to staking, referrals and the gift history', async () => {
    serveApi({ '/auth/profile': aPlayer() });
    renderScreen(<AccountScreen />, { path: '/account', preloadedState: signedInAs() });
    expect(screen.getByRole('link', { name: 'Nạp điểm đầu tư' })).toHaveAttribute('href', '/staking');
    expect(screen.getByRole('link', { name: 'Giới thiệu bạn bè' })).toHaveAttribute('href', '/reference');
    expect(screen.getByRole('link', { name: 'Lịch sử quà tặng' })).toHaveAttribute('href', '/history-gift');
    // Issue 30: the player's own ledger.
    expect(screen.getByRole('link', { name: 'Biến động số dư' })).toHaveAttribute('href', '/history-balance');
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('1,000');
  });
});

describe('top-up and change-password: how to reach support', () => {
  it('with a hotline, say to call it and show the number to tap (the spec)', async () => {
    renderWith(aContent({ hotline: '1900 1234' }));
    const dialog = await openDialog('Nạp điểm');
    expect(await within(dialog).findByText('Vui lòng liên hệ tổng đài chăm sóc khách hàng (CSKH) để được hỗ trợ nạp điểm.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '1900 1234' })).toHaveAttribute('href', 'tel:19001234');
  });

  it('on a fresh install (no hotline, no chat), show no empty number: say none is set up and where the operator writes', async () => {
    renderWith(aContent());
    for (const button of ['Nạp điểm', 'Đổi mật khẩu'] as const) {
      const dialog = await openDialog(button);
      expect(await within(dialog).findByTestId('support-not-set-up')).toHaveTextContent('chưa được nhà điều hành cập nhật');
      expect(dialog).not.toHaveTextContent(/tổng đài|Tổng đài/);
      expect(within(dialog).queryByRole('link', { name: /^\d/ })).not.toBeInTheDocument();
      expect(dialog.querySelector('a[href^="tel:"]')).toBeNull();
      expect(within(dialog).getByRole('link', { name: 'Mở Hộp thư' })).toHaveAttribute('href', '/notifications');
      await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Đóng' }));
    }
  });

  it('with only a chat link, send the player to the chat', async () => {
    renderWith(aContent({ chat: { provider: 'link', scriptUrl: null, link: 'https://zalo.me/123' } }));
    const dialog = await openDialog('Đổi mật khẩu');
    expect(await within(dialog).findByText('Vui lòng nhắn tin với chăm sóc khách hàng (CSKH) qua liên kết dưới đây để được hỗ trợ đặt lại mật khẩu.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Nhắn tin với CSKH' })).toHaveAttribute('href', 'https://zalo.me/123');
    expect(dialog).not.toHaveTextContent('Tổng đài');
  });

  it('with only a chat widget, point to the CSKH button that opens it', async () => {
    renderWith(aContent({ chat: { provider: 'script', scriptUrl: 'https://chat.example/widget.js', link: null } }));
    const dialog = await openDialog('Nạp điểm');
    expect(await within(dialog).findByText('Vui lòng nhắn tin với chăm sóc khách hàng qua nút CSKH ở thanh dưới cùng để được hỗ trợ nạp điểm.')).toBeInTheDocument();
    expect(dialog.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
