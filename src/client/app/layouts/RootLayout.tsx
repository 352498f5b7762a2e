import { Outlet } from 'react-router-dom';
import { selectIsReady } from '../../stores/system-slice';
import { useAppSelector } from '../hooks';

/** Renders the routes only once the start-up session check is done (spec section 2). */
export function RootLayout() {
  return useAppSelector(selectIsReady) ? <Outlet /> : null;
}
