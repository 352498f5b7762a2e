import { act, renderHook } from '@testing-library/react';
import { atMarks, formatCountdown, useCountdown } from '../use-countdown';

describe('the round countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(Date.UTC(2026, 10, 22, 10, 0, 0));
  });
  afterEach(() => jest.useRealTimers());

  it('counts on the server clock, once a second, and says when it is over (once)', () => {
    const now = Date.now();
    const onComplete = jest.fn();
    // The phone's clock is 2 s behind the server's; the round ends 10 s from now on the server's clock.
    const target = now + 2_000 + 10_000;
    const { result } = renderHook(() => useCountdown(target, 2_000, onComplete));
    act(() => void jest.advanceTimersByTime(0));
    expect(formatCountdown(result.current!)).toBe('00:10');
    // Each tick lands just after the second boundary.
    act(() => void jest.advanceTimersByTime(1_020));
    expect(formatCountdown(result.current!)).toBe('00:09');
    act(() => void jest.advanceTimersByTime(8_480));
    expect(formatCountdown(result.current!)).toBe('00:01');
    expect(onComplete).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => void jest.advanceTimersByTime(5_000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('does not announce an end it never saw running (a round already over when shown)', () => {
    const onComplete = jest.fn();
    const { result } = renderHook(() => useCountdown(Date.now() - 1_000, 0, onComplete));
    act(() => void jest.advanceTimersByTime(3_000));
    expect(result.current).toBe(0);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('with marks, renders only when the time left falls to a mark and at zero, not every second', () => {
    const onComplete = jest.fn();
    const marks = atMarks(10_000);
    const target = Date.now() + 60_000;
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCountdown(target, 0, onComplete, marks);
    });
    act(() => void jest.advanceTimersByTime(0));
    const before = renders;
    // 49 s pass with no render: nothing this component shows has changed.
    act(() => void jest.advanceTimersByTime(49_000));
    expect(renders).toBe(before);
    expect(result.current).toBeGreaterThan(10_000);
    // The lock mark: one render, now at or below 10 s.
    act(() => void jest.advanceTimersByTime(1_100));
    expect(renders).toBe(before + 1);
    expect(result.current).toBeLessThanOrEqual(10_000);
    expect(result.current).toBeGreaterThan(9_000);
    // Then the end, once.
    act(() => void jest.advanceTimersByTime(10_000));
    expect(renders).toBe(before + 2);
    expect(result.current).toBe(0);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('shows minutes and seconds, a started second counting whole', () => {
    expect(formatCountdown(179_001)).toBe('03:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
