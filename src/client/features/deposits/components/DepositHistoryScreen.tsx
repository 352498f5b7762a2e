import type { Deposit, DepositsResponse } from '../../../../shared/api/deposits';
import { texts } from '../../../../shared/texts';
import { type HistoryRow, HistoryTable } from '../../../components/HistoryTable';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetDepositsQuery } from '../api/deposits-api';

const labels = texts.accountArea.status.deposit;

/** Spec section 4: SUCCESS 'Đã nạp' (success); any other value 'Lỗi' (error). */
function toHistoryRow(d: Deposit): HistoryRow {
  const status = d.status === 'SUCCESS' ? { label: labels.SUCCESS, tone: 'success' as const } : { label: labels.other, tone: 'error' as const };
  return { id: d.id, createdAt: d.createdAt, amount: d.amount, status, note: d.note };
}

/** /history-deposit 'Lịch sử nạp điểm': readable offline from the copy saved when last read. */
export function DepositHistoryScreen() {
  const query = useGetDepositsQuery();
  const { data, savedAt, fromSaved } = useSaved<DepositsResponse>(snapshotKeys.deposits, query);
  return (
    <>
      <ScreenHeader title={texts.accountArea.centre.historyDeposit} backTo={paths.account} />
      <ScreenBody loading={!data && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {data && <HistoryTable rows={data.deposits.map(toHistoryRow)} count={data.totalDeposits} total={data.totalDepositAmount} />}
      </ScreenBody>
    </>
  );
}
