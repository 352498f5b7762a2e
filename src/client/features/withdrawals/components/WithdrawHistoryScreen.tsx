import { texts } from '../../../../shared/texts';
import { HistoryTable } from '../../../components/HistoryTable';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import type { WithdrawalsResponse } from '../../../../shared/api/withdrawals';
import { useGetWithdrawalsQuery } from '../api/withdrawals-api';
import { toHistoryRow } from '../lib/status';

/** /history-withdraw 'Lịch sử quy đổi': readable offline from the copy saved when last read. */
export function WithdrawHistoryScreen() {
  const query = useGetWithdrawalsQuery();
  const { data, savedAt, fromSaved } = useSaved<WithdrawalsResponse>(snapshotKeys.withdrawals, query);
  return (
    <>
      <ScreenHeader title={texts.accountArea.centre.historyWithdraw} backTo={paths.account} />
      <ScreenBody loading={!data && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {data && <HistoryTable rows={data.withdrawals.map(toHistoryRow)} count={data.totalWithdrawals} total={data.totalWithdrawalAmount} />}
      </ScreenBody>
    </>
  );
}
