import { combineSlices } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';
import type { ApiTagType } from './api-actions';
import authSlice from './auth-slice';
import notificationsSlice from './notifications-slice';
import offlineSlice from './offline-slice';
import systemSlice from './system-slice';
import toastsSlice from './toasts-slice';

/**
 * The app's state, slice by slice. The store (app/store.ts) adds its middleware and, once the API is
 * installed, injects the API's cache (RTK Query, `api/base`) into this reducer: the first download
 * carries neither RTK Query nor any endpoint.
 */
export const sliceReducer = combineSlices(authSlice, toastsSlice, systemSlice, notificationsSlice, offlineSlice);

/**
 * The whole state, typed with the API's cache present (whatever reads it, a screen or an endpoint,
 * runs after `loadApi()`). The cache is typed here from its tag types alone, as `api/base` creates it
 * (reducer path `api`, endpoints injected by the features): the state's type stands below the API and
 * the app layer, so that what imports it (stores/hooks.ts) imports neither.
 */
export type RootState = ReturnType<typeof sliceReducer> & { readonly api: CombinedState<Record<never, never>, ApiTagType, 'api'> };
