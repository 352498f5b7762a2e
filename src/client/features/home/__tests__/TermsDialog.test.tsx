import { screen } from '@testing-library/react';
import { renderScreen } from '../../../testing/render';
import { TermsDialog } from '../components/TermsDialog';

describe('the terms', () => {
  it.each([
    [undefined, '1.95'],
    [19_750, '1.975'],
  ])('show the payout of %s basis points as %s times the stake', async (payoutBps, rate) => {
    renderScreen(<TermsDialog open onClose={jest.fn()} payoutBps={payoutBps} />);
    expect(await screen.findByText((text) => text.includes(`thắng nhận ${rate} lần`))).toBeInTheDocument();
  });
});

describe("the operator's terms", () => {
  it('replace the built-in text once they arrive; the built-in text shows until then', async () => {
    const { unmount } = renderScreen(<TermsDialog open onClose={jest.fn()} />);
    expect(await screen.findByText('Cách chơi')).toBeInTheDocument();
    expect(screen.queryByTestId('operator-terms')).not.toBeInTheDocument();
    unmount();
    renderScreen(<TermsDialog open onClose={jest.fn()} terms={'Điều 1. Người chơi từ 18 tuổi.\nĐiều 2. Mỗi tài khoản một người.'} />);
    expect(await screen.findByTestId('operator-terms')).toHaveTextContent('Điều 1. Người chơi từ 18 tuổi.');
  });
});
