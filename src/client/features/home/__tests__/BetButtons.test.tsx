import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/render';
import { BetButtons } from '../components/BetButtons';

// Issue 50: Home offers both markets, the first digit (Tăng/Giảm) and the last (Trái/Phải).

it('offers Tăng/Giảm for the first digit and Trái/Phải for the last, each opening its gate', async () => {
  const onPick = jest.fn();
  renderScreen(<BetButtons onPick={onPick} disabled={false} />);
  const last = screen.getByRole('group', { name: 'Chữ số cuối' });
  const first = screen.getByRole('group', { name: 'Chữ số đầu' });
  const user = userEvent.setup();
  await user.click(within(first).getByRole('button', { name: 'Tăng' }));
  await user.click(within(first).getByRole('button', { name: 'Giảm' }));
  await user.click(within(last).getByRole('button', { name: 'Trái' }));
  await user.click(within(last).getByRole('button', { name: 'Phải' }));
  expect(onPick.mock.calls.map(([gate]) => gate)).toEqual(['TANG', 'GIAM', 'TRAI', 'PHAI']);
});
