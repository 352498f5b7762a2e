import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from '../../../testing/render';
import { makeRound } from '../../../testing/rounds';
import { RoundPanel } from '../components/RoundPanel';

// LEVEL_1 rounds last 60 s on the wall-clock schedule (testing/rounds): round 29,000,000 runs from
// 1,740,000,000 s to 1,740,000,060 s.
const round = makeRound('LEVEL_1', 29_000_000);
const start = Date.parse(round.startTime);

/** The share of the round the bar shows (its scaleX). */
const shown = (bar: HTMLElement) => Number(/^scaleX\(([\d.]+)\)$/.exec(bar.style.transform)?.[1]);

describe("the round's progress bar", () => {
  afterEach(() => jest.useRealTimers());

  it('fills with the round by a transform, keeping one class while it moves', async () => {
    jest.useFakeTimers({ now: start + 30_000 });
    renderScreen(<RoundPanel current={round} last={null} offsetMs={0} ended={false} locked={false} />);
    const bar = await screen.findByTestId('round-progress');
    expect(bar.style.transform).toBe('scaleX(0.5)');
    const className = bar.className;

    await act(async () => jest.advanceTimersByTimeAsync(15_000));
    // The countdown ticks just after each second: three quarters of the round, give or take one.
    expect(shown(bar)).toBeGreaterThan(0.73);
    expect(shown(bar)).toBeLessThanOrEqual(0.75);
    // Each second's share is an inline style: no new rule is made for it.
    expect(bar.className).toBe(className);
    expect(bar.style.width).toBe('');
  });

  it('is empty while no round is open', async () => {
    renderScreen(<RoundPanel current={undefined} last={null} offsetMs={0} ended={false} locked={false} />);
    expect((await screen.findByTestId('round-progress')).style.transform).toBe('scaleX(0)');
  });
});

describe("the last round's result", () => {
  const open = makeRound('LEVEL_1', 29_000_001);
  const next = makeRound('LEVEL_1', 29_000_002);
  /** The digits' cells; a cell being revealed starts hidden (its opacity 0). */
  const hidden = () => within(screen.getByTestId('result-digits')).getAllByText(/\d/).filter((digit) => digit.style.opacity === '0');

  it('is shown at once when Home opens, and a result that arrives later is revealed digit by digit', async () => {
    let roundEnds: () => void = () => undefined;
    function Home() {
      const [rounds, setRounds] = useState({ current: open, last: { ...round, result: '12345', status: 'SETTLED' as const } });
      roundEnds = () => setRounds({ current: next, last: { ...open, result: '67890', status: 'SETTLED' } });
      return <RoundPanel current={rounds.current} last={rounds.last} offsetMs={0} ended={false} locked={false} />;
    }
    renderScreen(<Home />);
    expect(await screen.findByTestId('result-digits')).toHaveAttribute('data-result', '12345');
    expect(hidden()).toHaveLength(0);

    act(() => roundEnds());
    expect(screen.getByTestId('result-digits')).toHaveAttribute('data-result', '67890');
    expect(hidden()).toHaveLength(5);
  });

  it('is shown at once when it comes with the first round data after Home opened (an app start)', async () => {
    let arrive: (next: { current: typeof open; last: typeof open | null }) => void = () => undefined;
    function Home() {
      const [rounds, setRounds] = useState<{ current: typeof open | undefined; last: typeof open | null }>({ current: undefined, last: null });
      arrive = setRounds;
      return <RoundPanel current={rounds.current} last={rounds.last} offsetMs={0} ended={false} locked={false} />;
    }
    renderScreen(<Home />);
    act(() => arrive({ current: open, last: { ...round, result: '12345', status: 'SETTLED' } }));
    expect(await screen.findByTestId('result-digits')).toHaveAttribute('data-result', '12345');
    expect(hidden()).toHaveLength(0);

    act(() => arrive({ current: next, last: { ...open, result: '67890', status: 'SETTLED' } }));
    expect(hidden()).toHaveLength(5);
  });
});
