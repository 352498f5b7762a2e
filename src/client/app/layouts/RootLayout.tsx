import { Outlet } from 'react-router-dom';
import { BootScreen } from '../../components/BootScreen';
import { selectIsReady } from '../../stores/system-slice';
import { useAppSelector } from '../../stores/hooks';

/** Renders the routes only once the start-up session check is done (spec section 2); the skeleton until then. */
export function RootLayout() {
  return useAppSelector(selectIsReady) ? <Outlet /> : <BootScreen />;
}
