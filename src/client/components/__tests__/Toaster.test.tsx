import { act, render, screen } from '@testing-library/react';
import { AppProvider } from '../../app/provider';
import { TOAST_DURATION_MS, TOAST_EXIT_MS } from '../../config/constants';
import { toastShown } from '../../stores/toasts-slice';
import { system } from '../../testing/render';
import { createTestStore } from '../../testing/store';

// Spec section 9: a toast shows for 3 s and leaves with a 175 ms exit animation; then the next shows.

describe('the toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a toast through its 175 ms exit after its 3 s, then shows the next', () => {
    const store = createTestStore({});
    // The app's providers render the Toaster.
    render(<AppProvider store={store} system={system}>{null}</AppProvider>);
    act(() => {
      store.dispatch(toastShown('Đặt lệnh thành công'));
      store.dispatch(toastShown('Đã gửi yêu cầu'));
    });
    const first = screen.getByRole('status');
    expect(first).toHaveTextContent('Đặt lệnh thành công');
    expect(first).toHaveAttribute('data-update', 'enter');

    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    // Leaving: still there, running its exit, for 175 ms.
    expect(screen.getByRole('status')).toHaveTextContent('Đặt lệnh thành công');
    expect(screen.getByRole('status')).toHaveAttribute('data-update', 'exit');
    expect(store.getState().toasts.queue[0]).toMatchObject({ message: 'Đặt lệnh thành công', onUpdate: 'exit' });
    expect(getComputedStyle(screen.getByRole('status')).animation).toContain('toast-out 175ms');
    act(() => void jest.advanceTimersByTime(TOAST_EXIT_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Đặt lệnh thành công');
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Đã gửi yêu cầu');
    expect(screen.getByRole('status')).toHaveAttribute('data-update', 'enter');
  });
});
