import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { newIdempotencyKey } from '../lib/idempotency';

/**
 * The Idempotency-Key of the operation a form means (decisions section 2), and `settle`, to call
 * with each call's result: once the server has answered (a success, or a refusal it sent), the next
 * submit is a new operation and gets a new key; after a lost answer (no connection, a timeout, a
 * page that is not the app's) the key stays, so a resend moves points at most once.
 */
export function useIdempotencyKey(): readonly [key: string, settle: (result: { error?: unknown }) => void] {
  const [key, setKey] = useState(newIdempotencyKey);
  const settle = useCallback((result: { error?: unknown }) => {
    if (!result.error || typeof (result.error as FetchBaseQueryError).status === 'number') setKey(newIdempotencyKey());
  }, []);
  return [key, settle];
}
