import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '../../../../shared/texts';
import { renderScreen } from '../../../testing/render';
import { CategoryStrip } from '../components/CategoryStrip';

// Spec section 2: Home shows decorative category buttons.

describe("Home's categories", () => {
  it('are buttons, one per category, in a labelled list, and a tap goes nowhere', async () => {
    const { router } = renderScreen(<CategoryStrip />);
    const list = screen.getByRole('list', { name: texts.game.home.categories });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([...texts.game.home.categoryNames]);
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(buttons[0]!);
    expect(router.state.location.pathname).toBe('/');
  });
});
