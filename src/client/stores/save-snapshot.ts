import { snapshotSaved } from './offline-slice';

interface StateWithPlayer {
  auth: { profile: { id: number } | null };
}

/**
 * For an endpoint's `onQueryStarted`: once the answer arrives, keeps it under `key` for offline
 * reading. A failed call keeps the previous snapshot.
 */
export function saveSnapshotOf<T, A = unknown>(key: string | ((arg: A) => string)) {
  return async (
    arg: A,
    { dispatch, getState, queryFulfilled }: { dispatch: (action: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<{ data: T }> },
  ): Promise<void> => {
    const result = await queryFulfilled.catch(() => undefined);
    const ownerId = (getState() as StateWithPlayer).auth.profile?.id;
    if (result && ownerId !== undefined) {
      dispatch(snapshotSaved({ ownerId, key: typeof key === 'function' ? key(arg) : key, data: result.data, savedAt: Date.now() }));
    }
  };
}
