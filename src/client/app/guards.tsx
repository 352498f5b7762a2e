import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { selectIsLoggedIn, selectProfile } from '../stores/auth-slice';
import { useAppSelector } from './hooks';

/** The main shell: signed-out visitors go to /auth (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  return useAppSelector(selectIsLoggedIn) ? children : <Navigate to={paths.auth.home} replace />;
}

/** The auth screens: a signed-in player goes home, a signed-in operator to the console. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isOperator = useAppSelector(selectProfile)?.role === 'ADMIN';
  if (!isLoggedIn) return children;
  return <Navigate to={isOperator ? paths.admin.home : paths.home} replace />;
}

/**
 * The console: operators only. A player is sent home before the console's chunk is even asked for
 * (the chunk is a React.lazy component rendered only here); the server refuses their calls anyway.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isOperator = useAppSelector(selectProfile)?.role === 'ADMIN';
  if (!isLoggedIn) return <Navigate to={paths.auth.login} replace />;
  return isOperator ? children : <Navigate to={paths.home} replace />;
}
