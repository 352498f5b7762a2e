import { act, renderHook } from '@testing-library/react';
import { useIdempotencyKey } from '../use-idempotency-key';

describe('the idempotency key of a money form', () => {
  const keyAfter = (result: { error?: unknown; data?: unknown }) => {
    const { result: hook } = renderHook(() => useIdempotencyKey());
    const before = hook.current[0];
    act(() => hook.current[1](result));
    return { before, after: hook.current[0] };
  };

  it('is kept after a lost answer, so a resend moves points at most once', () => {
    for (const error of [{ status: 'FETCH_ERROR', error: 'TypeError' }, { status: 'TIMEOUT_ERROR', error: 'timeout' }, { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }]) {
      const { before, after } = keyAfter({ error });
      expect(after).toBe(before);
    }
  });

  it('is new once the server answered, with a success or a refusal', () => {
    for (const result of [{ data: { balance: 1 } }, { error: { status: 400, data: { message: 'Số điểm không hợp lệ' } } }, { error: { status: 409, data: {} } }]) {
      const { before, after } = keyAfter(result);
      expect(after).toMatch(/^[0-9a-f]{32}$/);
      expect(after).not.toBe(before);
    }
  });
});
