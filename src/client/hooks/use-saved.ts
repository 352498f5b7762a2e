import { useSelector } from 'react-redux';
import type { AuthState } from '../stores/auth-slice';
import { type OfflineState, selectSnapshot } from '../stores/offline-slice';

/** What this hook reads (it may not import the app layer's RootState). */
interface State {
  readonly auth: AuthState;
  readonly offline: OfflineState;
}

export interface Saved<T> {
  /** The live answer, else the one saved for offline reading. */
  readonly data: T | undefined;
  /** When the data shown arrived from the server (epoch ms). */
  readonly savedAt: number | undefined;
  /** True when what is shown is the saved copy (offline, or the call failed). */
  readonly fromSaved: boolean;
}

/**
 * What a screen shows: the live answer of its query, or, with none (offline, or the call failed),
 * the copy saved when the player last read it.
 */
export function useSaved<T>(key: string, query: { readonly data?: T | undefined; readonly fulfilledTimeStamp?: number | undefined }): Saved<T> {
  const snapshot = useSelector((state: State) => selectSnapshot<T>(state, key, state.auth.profile?.id));
  if (query.data !== undefined) return { data: query.data, savedAt: query.fulfilledTimeStamp ?? snapshot?.savedAt, fromSaved: false };
  return { data: snapshot?.data, savedAt: snapshot?.savedAt, fromSaved: snapshot !== undefined };
}

/** What a history read by cursor shows: the pages read so far, or, with none, the first page saved when last read. */
export interface SavedPages<T> extends Omit<Saved<T>, 'data'> {
  readonly pages: readonly T[] | undefined;
}

/** useSaved for an infinite query: its first page is what is kept for offline reading (saveFirstPageOf). */
export function useSavedPages<T>(key: string, query: { readonly data?: { readonly pages: readonly T[] } | undefined; readonly fulfilledTimeStamp?: number | undefined }): SavedPages<T> {
  const { data, savedAt, fromSaved } = useSaved<T>(key, { data: query.data?.pages[0], fulfilledTimeStamp: query.fulfilledTimeStamp });
  return { pages: query.data ? query.data.pages : data === undefined ? undefined : [data], savedAt, fromSaved };
}
