import { Navigate, Route, Routes } from 'react-router-dom';
import { MotionScope } from '../../components/MotionScope';
import { paths } from '../../config/paths';
import { AuditScreen } from '../features/audit/components/AuditScreen';
import { BroadcastScreen } from '../features/broadcast/components/BroadcastScreen';
import { ContentScreen } from '../features/content/components/ContentScreen';
import { DashboardScreen } from '../features/dashboard/components/DashboardScreen';
import { DepositScreen } from '../features/deposits/components/DepositScreen';
import { OperatorsScreen } from '../features/operators/components/OperatorsScreen';
import { PlayerDetailScreen } from '../features/players/components/PlayerDetailScreen';
import { PlayersScreen } from '../features/players/components/PlayersScreen';
import { RoundsScreen } from '../features/rounds/components/RoundsScreen';
import { SecurityScreen } from '../features/security/components/SecurityScreen';
import { SettingsScreen } from '../features/settings/components/SettingsScreen';
import { VerificationsScreen } from '../features/verifications/components/VerificationsScreen';
import { WithdrawalQueueScreen } from '../features/withdrawals/components/WithdrawalQueueScreen';
import { ConsoleLayout } from './ConsoleLayout';
import { EnrolmentGate } from './EnrolmentGate';

/** A console path relative to /admin, as the nested routes below want it. */
const under = (path: string) => path.slice(paths.admin.home.length + 1);

/**
 * The operator console: the whole of /admin/*, loaded as one chunk by the app router (only for an
 * operator). Its screens are routed here, so nothing of it is known to the player's bundle.
 */
export function ConsoleApp() {
  return (
    <MotionScope>
      <Routes>
        {/* Nothing of the console until the operator's TOTP is on: only /admin/security. */}
        <Route element={<EnrolmentGate><ConsoleLayout /></EnrolmentGate>}>
          <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
          <Route path={under(paths.admin.dashboard)} element={<DashboardScreen />} />
          <Route path={under(paths.admin.withdrawals)} element={<WithdrawalQueueScreen />} />
          <Route path={under(paths.admin.verifications)} element={<VerificationsScreen />} />
          <Route path={under(paths.admin.deposits)} element={<DepositScreen />} />
          <Route path={under(paths.admin.settings)} element={<SettingsScreen />} />
          <Route path={under(paths.admin.content)} element={<ContentScreen />} />
          <Route path={under(paths.admin.broadcast)} element={<BroadcastScreen />} />
          <Route path={under(paths.admin.rounds)} element={<RoundsScreen />} />
          <Route path={under(paths.admin.audit)} element={<AuditScreen />} />
          <Route path={under(paths.admin.players)} element={<PlayersScreen />} />
          <Route path={under(paths.admin.player(':id'))} element={<PlayerDetailScreen />} />
          <Route path={under(paths.admin.operators)} element={<OperatorsScreen />} />
          <Route path={under(paths.admin.security)} element={<SecurityScreen />} />
          <Route path="*" element={<Navigate to={paths.admin.home} replace />} />
        </Route>
      </Routes>
    </MotionScope>
  );
}
