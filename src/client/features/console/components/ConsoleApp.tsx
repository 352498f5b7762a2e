import { Navigate, Route, Routes } from 'react-router-dom';
import { MotionScope } from '../../../components/MotionScope';
import { paths } from '../../../config/paths';
import { BroadcastScreen } from './broadcast/BroadcastScreen';
import { ContentScreen } from './content/ContentScreen';
import { DashboardScreen } from './dashboard/DashboardScreen';
import { ConsoleLayout } from './ConsoleLayout';
import { DepositScreen } from './DepositScreen';
import { SettingsScreen } from './SettingsScreen';
import { VerificationsScreen } from './VerificationsScreen';
import { WithdrawalQueueScreen } from './WithdrawalQueueScreen';
import { AuditScreen } from './audit/AuditScreen';
import { RoundsScreen } from './rounds/RoundsScreen';
import { PlayerDetailScreen } from './players/PlayerDetailScreen';
import { PlayersScreen } from './players/PlayersScreen';
import { EnrolmentGate } from './security/EnrolmentGate';
import { OperatorsScreen } from './security/OperatorsScreen';
import { SecurityScreen } from './security/SecurityScreen';

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
