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

/**
 * For an infinite query's (a history read by cursor) `onQueryStarted`: keeps its first page only, the
 * one a screen opens on; the pages after it are read again once online.
 */
export function saveFirstPageOf<T, A = unknown>(key: string | ((arg: A) => string)) {
  const save = saveSnapshotOf<T, A>(key);
  return (
    arg: A,
    lifecycle: { dispatch: (action: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<{ data: { readonly pages: readonly T[] } }> },
  ): Promise<void> =>
    save(arg, {
      ...lifecycle,
      queryFulfilled: lifecycle.queryFulfilled.then(({ data }) => {
        if (data.pages[0] === undefined) throw new Error('no page');
        return { data: data.pages[0] };
      }),
    });
}
