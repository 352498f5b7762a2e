import { screen } from '@testing-library/react';
import { aContent, aSystem, growthRules, serveApi } from '../../../testing/fixtures';
import { renderScreen } from '../../../testing/render';
import { ForgotPasswordScreen } from '../components/ForgotPasswordScreen';

const renderWith = (content = aContent()) => {
  serveApi({ '/system': aSystem(growthRules(), Date.now(), content) });
  return renderScreen(<ForgotPasswordScreen />, { path: '/auth/forgot-password' });
};

describe('forgot password', () => {
  it('with a hotline, says to call it, with the number to tap', async () => {
    renderWith(aContent({ hotline: '0909 123 456' }));
    expect(await screen.findByText('Vui lòng liên hệ tổng đài chăm sóc khách hàng (CSKH) để được hỗ trợ lấy lại mật khẩu.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0909 123 456' })).toHaveAttribute('href', 'tel:0909123456');
  });

  it('on a fresh install, says plainly that no contact is set up yet, with no empty number and no inbox it cannot open', async () => {
    renderWith();
    const said = await screen.findByTestId('support-not-set-up');
    expect(said).toHaveTextContent('Kênh liên hệ chăm sóc khách hàng (CSKH) chưa được nhà điều hành cập nhật.');
    expect(said).toHaveTextContent('Vui lòng quay lại sau.');
    expect(screen.queryByText(/tổng đài/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mở Hộp thư' })).not.toBeInTheDocument();
  });

  it('with a chat link that is a phone number, shows it as the number to call', async () => {
    renderWith(aContent({ chat: { provider: 'link', scriptUrl: null, link: 'tel:+84901234567' } }));
    expect(await screen.findByRole('link', { name: '+84901234567' })).toHaveAttribute('href', 'tel:+84901234567');
  });
});
