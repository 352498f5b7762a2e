import { screen } from '@testing-library/react';
import { renderScreen } from '../../../testing/render';
import { PrizeReveal } from '../components/PrizeReveal';

const prize = { name: 'Hộp may mắn 50', points: 50 };

/** The device's reduced-motion setting, read by framer-motion once per page: set before anything animates. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

describe('PrizeReveal', () => {
  it('shows the prize at once, without the pop, when the device asks for less motion', async () => {
    preferReducedMotion(true);
    renderScreen(<PrizeReveal prize={prize} onClose={() => {}} />);
    const reveal = await screen.findByTestId('prize-reveal');
    expect(reveal).toHaveTextContent('Hộp may mắn 50');
    expect(reveal.style.opacity).not.toBe('0');
    expect(reveal.style.transform).not.toMatch(/scale|rotate/);
    expect(reveal).toHaveTextContent('Chúc mừng!');
    expect(screen.getByTestId('prize-points')).toHaveTextContent('+50 điểm');
  });

  it('says a prize of nothing as its name, without congratulations or +0', async () => {
    preferReducedMotion(true);
    renderScreen(<PrizeReveal prize={{ name: 'Chúc may mắn lần sau', points: 0 }} onClose={() => {}} />);
    const reveal = await screen.findByTestId('prize-reveal');
    expect(reveal).toHaveTextContent('Chúc may mắn lần sau');
    expect(reveal).not.toHaveTextContent('Chúc mừng!');
    expect(screen.queryByTestId('prize-points')).toBeNull();
  });
});
