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
