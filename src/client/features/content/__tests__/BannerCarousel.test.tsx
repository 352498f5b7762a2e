import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PublicBanner } from '../../../../shared/api/content';
import { renderScreen } from '../../../testing/render';
import { BANNER_ROTATE_MS, BannerCarousel } from '../components/BannerCarousel';

const banners: PublicBanner[] = [
  { id: 1, image: '/files/b1.png', link: 'https://partner.example/offer' },
  { id: 2, image: '/files/b2.png', link: '/staking' },
  { id: 3, image: '/files/b3.png', link: null },
];

/** jsdom has no PointerEvent; a MouseEvent with a pointer type is what React reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'touch';
  }
}

const currentDot = () => screen.getAllByRole('button', { name: /^Xem băng rôn/ }).find((dot) => dot.getAttribute('aria-current') === 'true');
const carousel = () => screen.getByRole('region', { name: 'Băng rôn' });

function reducedMotion(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

describe('the Home banner carousel', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    jest.useFakeTimers();
    reducedMotion(false);
    (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it("shows the operator's banners with one dot each, moving on every 10 s and back to the first", () => {
    renderScreen(<BannerCarousel banners={banners} />);
    expect(within(carousel()).getAllByRole('img', { hidden: true })).toHaveLength(3);
    // Only the banner shown is offered to assistive technology.
    expect(within(carousel()).getAllByRole('img')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Xem băng rôn/ })).toHaveLength(3);
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 1');

    act(() => void jest.advanceTimersByTime(BANNER_ROTATE_MS - 1));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 1');
    act(() => void jest.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 2');
    act(() => void jest.advanceTimersByTime(BANNER_ROTATE_MS));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 3');
    act(() => void jest.advanceTimersByTime(BANNER_ROTATE_MS));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 1');

    // A dot picks its banner, which then stays its full 10 s.
    fireEvent.click(screen.getByRole('button', { name: 'Xem băng rôn 3' }));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 3');
  });

  it('opens a link on tap: another site in a new tab without access to the app, our own screens in the app', () => {
    renderScreen(<BannerCarousel banners={banners} />);
    const external = screen.getByRole('link', { name: 'Băng rôn 1' });
    expect(external).toHaveAttribute('href', 'https://partner.example/offer');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Băng rôn 2', hidden: true })).toHaveAttribute('href', '/staking');
    expect(screen.getByRole('link', { name: 'Băng rôn 2', hidden: true })).not.toHaveAttribute('target');
  });

  it('follows a swipe left and right; a swipe is not a tap on the link', () => {
    renderScreen(<BannerCarousel banners={banners} />);
    const image = screen.getByRole('img', { name: 'Băng rôn 1' });
    fireEvent.pointerDown(image, { clientX: 300 });
    fireEvent.pointerMove(image, { clientX: 200 });
    fireEvent.pointerUp(image, { clientX: 200 });
    const click = fireEvent.click(image);
    expect(click).toBe(false);
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 2');
    const second = screen.getByRole('img', { name: 'Băng rôn 2' });
    fireEvent.pointerDown(second, { clientX: 100 });
    fireEvent.pointerMove(second, { clientX: 250 });
    fireEvent.pointerUp(second, { clientX: 250 });
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 1');
  });

  it('follows the finger while dragged, by an inline transform under one class', () => {
    renderScreen(<BannerCarousel banners={banners} />);
    const image = screen.getByRole('img', { name: 'Băng rôn 1' });
    const strip = screen.getByRole('region').firstElementChild as HTMLElement;
    fireEvent.pointerDown(image, { clientX: 300 });
    fireEvent.pointerMove(image, { clientX: 260 });
    expect(strip.style.transform).toContain('-40px');
    const className = strip.className;
    fireEvent.pointerMove(image, { clientX: 220 });
    expect(strip.style.transform).toContain('-80px');
    // Every position of the drag is an inline style, not a class (and a stylesheet rule) of its own.
    expect(strip.className).toBe(className);
  });

  it('stands still for a player who asked for reduced motion, and in a hidden tab', () => {
    reducedMotion(true);
    const { unmount } = renderScreen(<BannerCarousel banners={banners} />);
    act(() => void jest.advanceTimersByTime(5 * BANNER_ROTATE_MS));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 1');
    unmount();

    reducedMotion(false);
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    renderScreen(<BannerCarousel banners={banners} />);
    act(() => void jest.advanceTimersByTime(5 * BANNER_ROTATE_MS));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 1');
    hidden.mockReturnValue(false);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void jest.advanceTimersByTime(BANNER_ROTATE_MS));
    expect(currentDot()).toHaveAccessibleName('Xem băng rôn 2');
    hidden.mockRestore();
  });

  it('shows five decorative placeholders only when there are no banners, and nothing made up while they load', () => {
    const { unmount } = renderScreen(<BannerCarousel banners={[]} />);
    expect(screen.getByRole('region', { name: 'Chưa có băng rôn' })).toBeInTheDocument();
    expect(screen.getAllByTestId('banner-placeholder')).toHaveLength(5);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Xem băng rôn/ })).not.toBeInTheDocument();
    unmount();

    renderScreen(<BannerCarousel banners={undefined} />);
    expect(screen.getByRole('region', { name: 'Băng rôn' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByTestId('banner-placeholder')).toHaveLength(0);
  });
});
