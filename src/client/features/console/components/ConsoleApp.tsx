import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ConsoleLayout } from './ConsoleLayout';
import { DepositScreen } from './DepositScreen';
import { SettingsScreen } from './SettingsScreen';
import { VerificationsScreen } from './VerificationsScreen';
import { WithdrawalQueueScreen } from './WithdrawalQueueScreen';

/** A console path relative to /admin, as the nested routes below want it. */
const under = (path: string) => path.slice(paths.admin.home.length + 1);

/**
 * The operator console: the whole of /admin/*, loaded as one chunk by the app router (only for an
 * operator). Its screens are routed here, so nothing of it is known to the player's bundle.
 */
export function ConsoleApp() {
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        <Route index element={<Navigate to={paths.admin.withdrawals} replace />} />
        <Route path={under(paths.admin.withdrawals)} element={<WithdrawalQueueScreen />} />
        <Route path={under(paths.admin.verifications)} element={<VerificationsScreen />} />
        <Route path={under(paths.admin.deposits)} element={<DepositScreen />} />
        <Route path={under(paths.admin.settings)} element={<SettingsScreen />} />
        <Route path="*" element={<Navigate to={paths.admin.home} replace />} />
      </Route>
    </Routes>
  );
}
