import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { BootScreen } from '../components/BootScreen';
import { RETURN_TO_STORAGE_KEY } from '../config/constants';
import { paths } from '../config/paths';
import { selectIsLoggedIn, selectMustChangePassword, selectProfile } from '../stores/auth-slice';
import { useAppSelector } from '../stores/hooks';

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
  const { pathname, search } = useLocation();
  // Landed (or was already in): the kept address has served.
  useEffect(() => {
    if (!isLoggedIn) return;
    signedInSeen();
    forgetReturnTo();
  }, [isLoggedIn]);
  if (!isLoggedIn) {
    // A link into the app (a push, a chat) opened signed out survives signing in: GuestOnly goes
    // there afterwards. Not the screen a sign-out left: the next sign-in starts on Home.
    if (openedSignedOut(pathname + search)) rememberReturnTo(pathname + search);
    return <Navigate to={paths.auth.home} replace />;
  }
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
  const returnTo = keptReturnTo();
  // A player goes back to the app's link; an operator to the console's (RequireOperator keeps its address too).
  const target = returnTo && (returnTo.startsWith(paths.admin.home) === isOperator) ? returnTo : isOperator ? paths.admin.home : paths.home;
  return (
    <>
      <Navigate to={target} replace />
      <BootScreen />
    </>
  );
}

/**
 * The console: operators only. A player is sent home before the console's chunk is even asked for
 * (the chunk is a React.lazy component rendered only here); the server refuses their calls anyway.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isOperator = useAppSelector(selectProfile)?.role === 'ADMIN';
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  useEffect(() => {
    if (!isLoggedIn || !isOperator) return;
    signedInSeen();
    forgetReturnTo();
  }, [isLoggedIn, isOperator]);
  if (!isLoggedIn) {
    if (openedSignedOut(pathname + search)) rememberReturnTo(pathname + search);
    return <Navigate to={paths.auth.login} replace />;
  }
  if (!isOperator) return <Navigate to={paths.home} replace />;
  return mustChangePassword ? <ChangePasswordScreen /> : children;
}

/** The address this page was opened at; cleared once anyone is seen signed in (a sign-out after that is not a link). */
let openedAt: string | undefined = typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search;

function openedSignedOut(path: string): boolean {
  return path === openedAt;
}

/** Called by the guards that let a signed-in visitor through. */
function signedInSeen(): void {
  openedAt = undefined;
}

/** The address a signed-out visitor opened, kept for this tab until they sign in (Home itself is not kept). */
function rememberReturnTo(path: string): void {
  try {
    if (path === paths.home) sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
    else sessionStorage.setItem(RETURN_TO_STORAGE_KEY, path);
  } catch {
    // No storage (a private mode): the visitor lands on Home, as before.
  }
}

/** The kept address (the same on every render until the shell it leads to forgets it). */
function keptReturnTo(): string | undefined {
  try {
    const path = sessionStorage.getItem(RETURN_TO_STORAGE_KEY);
    return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}

function forgetReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
