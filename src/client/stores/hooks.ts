import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './state';

/**
 * The store's dispatch as screens use it: plain actions and thunks (RTK Query's `initiate`,
 * `util.updateQueryData`). Typed from the state (stores/state.ts), below the app layer that builds the
 * store, so that features and shared components import these hooks without importing app/store.ts.
 */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
