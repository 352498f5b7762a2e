import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { BootScreen } from '../components/BootScreen';
import { paths } from '../config/paths';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { WelcomeScreen } from '../features/auth/components/WelcomeScreen';
import { GuestOnly, RequireAuth, RequireOperator } from './guards';
import { RootLayout } from './layouts/RootLayout';

/** Installs the API (RTK Query and its endpoints) before a screen that calls the server renders: `AppStore['loadApi']`. */
type LoadApi = () => Promise<unknown>;

/**
 * Routes of spec section 2: /auth/* when signed out, the main shell otherwise, unknown paths to /.
 *
 * Only the welcome screen is in the first download; every other screen, the signed-in shell and Home
 * included, is in a chunk of its own (precached by the service worker, so they open instantly once
 * installed), loaded together with the API it calls (`loadApi`, the same chunk for all, fetched once).
 * The router loads a route's chunks in parallel, so Home's first visit fetches the shell and Home at once.
 */
export function appRoutes(loadApi: LoadApi): RouteObject[] {
  const screen =
    <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
    async () => {
      const [module] = await Promise.all([load(), loadApi()]);
      return { Component: module[name] as React.ComponentType };
    };
  /**
   * The operator console, in a chunk of its own. A React.lazy component (not a route `lazy`, which the
   * router resolves before any guard renders) so that only an operator's browser ever asks for it.
   */
  const ConsoleApp = lazy(async () => {
    const [module] = await Promise.all([import('../console/app/ConsoleApp'), loadApi()]);
    return { default: module.ConsoleApp };
  });
  return [
    {
      element: <RootLayout />,
      // Opening a lazily loaded screen directly shows the skeleton for the moment its chunk loads.
      HydrateFallback: BootScreen,
      children: [
        {
          path: paths.auth.home,
          element: (
            <GuestOnly>
              <AuthLayout />
            </GuestOnly>
          ),
          children: [
            { index: true, element: <WelcomeScreen /> },
            { path: paths.auth.login, lazy: screen(() => import('../features/auth/components/LoginScreen'), 'LoginScreen') },
            { path: paths.auth.register, lazy: screen(() => import('../features/auth/components/RegisterScreen'), 'RegisterScreen') },
            { path: paths.auth.forgotPassword, lazy: screen(() => import('../features/auth/components/ForgotPasswordScreen'), 'ForgotPasswordScreen') },
          ],
        },
        {
          path: paths.home,
          lazy: async () => {
            const [{ MainLayout }] = await Promise.all([import('./layouts/MainLayout'), loadApi()]);
            return {
              element: (
                <RequireAuth>
                  <MainLayout />
                </RequireAuth>
              ),
            };
          },
          children: [
            { index: true, lazy: screen(() => import('./routes/HomePage'), 'HomePage') },
            { path: paths.trend, lazy: screen(() => import('../features/trend/components/TrendScreen'), 'TrendScreen') },
            { path: paths.account, lazy: screen(() => import('../features/account/components/AccountScreen'), 'AccountScreen') },
            { path: paths.profile, lazy: screen(() => import('../features/profile/components/ProfileScreen'), 'ProfileScreen') },
            { path: paths.banking, lazy: screen(() => import('../features/profile/components/BankingScreen'), 'BankingScreen') },
            { path: paths.accountVerify, lazy: screen(() => import('../features/verification/components/AccountVerifyScreen'), 'AccountVerifyScreen') },
            { path: paths.exchangePoint, lazy: screen(() => import('../features/withdrawals/components/ExchangePointScreen'), 'ExchangePointScreen') },
            { path: paths.historyPlay, lazy: screen(() => import('../features/play-history/components/HistoryPlayScreen'), 'HistoryPlayScreen') },
            { path: paths.historyDeposit, lazy: screen(() => import('../features/deposits/components/DepositHistoryScreen'), 'DepositHistoryScreen') },
            { path: paths.historyWithdraw, lazy: screen(() => import('../features/withdrawals/components/WithdrawHistoryScreen'), 'WithdrawHistoryScreen') },
            { path: paths.historyBalance, lazy: screen(() => import('../features/ledger'), 'LedgerScreen') },
            { path: paths.generateData, lazy: screen(() => import('../features/withdrawals/components/GenerateDataScreen'), 'GenerateDataScreen') },
            { path: paths.staking, lazy: screen(() => import('../features/staking/components/StakingScreen'), 'StakingScreen') },
            { path: paths.reference, lazy: screen(() => import('../features/referrals/components/ReferenceScreen'), 'ReferenceScreen') },
            { path: paths.referList, lazy: screen(() => import('../features/referrals/components/ReferListScreen'), 'ReferListScreen') },
            { path: paths.historyGift, lazy: screen(() => import('../features/gifts/components/HistoryGiftScreen'), 'HistoryGiftScreen') },
            { path: paths.notifications, lazy: screen(() => import('../features/notifications/components/InboxScreen'), 'InboxScreen') },
            { path: paths.responsiblePlay, lazy: screen(() => import('../features/safety/components/ResponsiblePlayScreen'), 'ResponsiblePlayScreen') },
          ],
        },
        {
          // Open to anyone, signed in or not (issue 30): how results are checked, and a verifier.
          path: paths.fairness,
          lazy: async () => {
            const [{ OpenLayout }] = await Promise.all([import('./layouts/OpenLayout'), loadApi()]);
            return { Component: OpenLayout };
          },
          children: [{ index: true, lazy: screen(() => import('../features/fairness/components/FairnessScreen'), 'FairnessScreen') }],
        },
        {
          path: `${paths.admin.home}/*`,
          element: (
            <RequireOperator>
              <Suspense fallback={<BootScreen />}>
                <ConsoleApp />
              </Suspense>
            </RequireOperator>
          ),
        },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}

export function createRouter(loadApi: LoadApi) {
  return createBrowserRouter(appRoutes(loadApi));
}
