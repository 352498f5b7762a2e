import toastsSlice, { selectVisibleToast, toastDismissed, toastRemoved, toastShown } from '../toasts-slice';

const reduce = (actions: Parameters<typeof toastsSlice.reducer>[1][]) =>
  actions.reduce(toastsSlice.reducer, toastsSlice.getInitialState());

describe('the toast queue', () => {
  it('shows one toast at a time, success by default, the next after the first is dismissed', () => {
    const first = toastShown('Đăng ký thành công');
    const second = toastShown('Đã có lỗi xảy ra', 'error');
    let state = reduce([first, second]);
    expect(selectVisibleToast({ toasts: state })).toEqual({ key: first.payload.key, message: 'Đăng ký thành công', variant: 'success', onUpdate: 'enter' });
    // Dismissed, it plays its exit first (onUpdate 'exit'), then goes.
    state = toastsSlice.reducer(state, toastDismissed(first.payload.key));
    expect(selectVisibleToast({ toasts: state })).toMatchObject({ message: 'Đăng ký thành công', onUpdate: 'exit' });
    state = toastsSlice.reducer(state, toastRemoved(first.payload.key));
    expect(selectVisibleToast({ toasts: state })).toMatchObject({ message: 'Đã có lỗi xảy ra', variant: 'error', onUpdate: 'enter' });
  });

  it('keeps the queue short so a burst of errors does not linger for long', () => {
    const state = reduce(Array.from({ length: 10 }, (_, i) => toastShown(`lỗi ${i}`, 'error')));
    expect(state.queue.map((t) => t.message)).toEqual(['lỗi 0', 'lỗi 7', 'lỗi 8', 'lỗi 9']);
  });

  it('drops a waiting toast at once when it is dismissed before its turn', () => {
    const [first, second] = [toastShown('một'), toastShown('hai')];
    const state = toastsSlice.reducer(reduce([first, second]), toastDismissed(second.payload.key));
    expect(state.queue.map((t) => [t.message, t.onUpdate])).toEqual([['một', 'enter']]);
  });
});
