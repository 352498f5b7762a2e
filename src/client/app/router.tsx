import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { AccountScreen } from '../features/account/components/AccountScreen';
import { AuthLayout } from '../features/auth/components/AuthLayout';
import { DepositHistoryScreen } from '../features/deposits/components/DepositHistoryScreen';
import { HistoryPlayScreen } from '../features/play-history/components/HistoryPlayScreen';
import { BankingScreen } from '../features/profile/components/BankingScreen';
import { ProfileScreen } from '../features/profile/components/ProfileScreen';
import { AccountVerifyScreen } from '../features/verification/components/AccountVerifyScreen';
import { ExchangePointScreen } from '../features/withdrawals/components/ExchangePointScreen';
import { GenerateDataScreen } from '../features/withdrawals/components/GenerateDataScreen';
import { WithdrawHistoryScreen } from '../features/withdrawals/components/WithdrawHistoryScreen';
import { ForgotPasswordScreen } from '../features/auth/components/ForgotPasswordScreen';
import { LoginScreen } from '../features/auth/components/LoginScreen';
import { RegisterScreen } from '../features/auth/components/RegisterScreen';
import { WelcomeScreen } from '../features/auth/components/WelcomeScreen';
import { FairnessScreen } from '../features/fairness/components/FairnessScreen';
import { HomeScreen } from '../features/home/components/HomeScreen';
import { TrendScreen } from '../features/trend/components/TrendScreen';
import { GuestOnly, RequireAuth } from './guards';
import { MainLayout } from './layouts/MainLayout';
import { RootLayout } from './layouts/RootLayout';

/** Routes of spec section 2: /auth/* when signed out, the main shell otherwise, unknown paths to /. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
          { path: paths.auth.login, element: <LoginScreen /> },
          { path: paths.auth.register, element: <RegisterScreen /> },
          { path: paths.auth.forgotPassword, element: <ForgotPasswordScreen /> },
        ],
      },
      {
        path: paths.home,
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomeScreen /> },
          { path: paths.trend, element: <TrendScreen /> },
          { path: paths.account, element: <AccountScreen /> },
          { path: paths.fairness, element: <FairnessScreen /> },
          { path: paths.profile, element: <ProfileScreen /> },
          { path: paths.banking, element: <BankingScreen /> },
          { path: paths.accountVerify, element: <AccountVerifyScreen /> },
          { path: paths.exchangePoint, element: <ExchangePointScreen /> },
          { path: paths.historyPlay, element: <HistoryPlayScreen /> },
          { path: paths.historyDeposit, element: <DepositHistoryScreen /> },
          { path: paths.historyWithdraw, element: <WithdrawHistoryScreen /> },
          { path: paths.generateData, element: <GenerateDataScreen /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
