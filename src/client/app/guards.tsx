import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { BootScreen } from '../components/BootScreen';
import { paths } from '../config/paths';
import { selectIsLoggedIn, selectMustChangePassword, selectProfile } from '../stores/auth-slice';
import { useAppSelector } from './hooks';

/** Only whoever signed in with a temporary password sees it: its form library is not in the first download. */
const LazyChangePasswordScreen = lazy(() => import('../features/auth/components/ChangePasswordScreen').then((m) => ({ default: m.ChangePasswordScreen })));

function ChangePasswordScreen() {
  return (
    <Suspense fallback={<BootScreen />}>
      <LazyChangePasswordScreen />
    </Suspense>
  );
}

/**
 * The main shell: signed-out visitors go to /auth (spec section 2). Whoever signed in with a
 * temporary password sees only the password change until it is done.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  if (!isLoggedIn) return <Navigate to={paths.auth.home} replace />;
  return mustChangePassword ? <ChangePasswordScreen /> : children;
}

/**
 * The auth screens: a signed-in player goes home, a signed-in operator to the console. The skeleton
 * stays on screen while the way there loads (the shell's chunks on a first sign-in).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isOperator = useAppSelector(selectProfile)?.role === 'ADMIN';
  if (!isLoggedIn) return children;
  return (
    <>
      <Navigate to={isOperator ? paths.admin.home : paths.home} replace />
      <BootScreen />
    </>
  );
}

/**
 * The console: operators only. A player is sent home before the console's chunk is even asked for
 * (the chunk is a React.lazy component rendered only here); the server refuses their calls anyway.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isOperator = useAppSelector(selectProfile)?.role === 'ADMIN';
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  if (!isLoggedIn) return <Navigate to={paths.auth.login} replace />;
  if (!isOperator) return <Navigate to={paths.home} replace />;
  return mustChangePassword ? <ChangePasswordScreen /> : children;
}
