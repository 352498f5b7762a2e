import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { selectIsLoggedIn } from '../stores/auth-slice';
import { useAppSelector } from './hooks';

/** The main shell: signed-out visitors go to /auth (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  return useAppSelector(selectIsLoggedIn) ? children : <Navigate to={paths.auth.home} replace />;
}

/** The auth screens: a signed-in player goes home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return useAppSelector(selectIsLoggedIn) ? <Navigate to={paths.home} replace /> : children;
}
