import type { Deposit, DepositsResponse } from '../../../../shared/api/deposits';
import { texts } from '../../../../shared/texts';
import { type HistoryRow, HistoryTable } from '../../../components/HistoryTable';
import { MoreButton } from '../../../components/MoreButton';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSavedPages } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetDepositsInfiniteQuery } from '../api/deposits-api';

const labels = texts.accountArea.status.deposit;

/** Spec section 4: SUCCESS 'Đã nạp' (success); any other value 'Lỗi' (error). */
function toHistoryRow(d: Deposit): HistoryRow {
  const status = d.status === 'SUCCESS' ? { label: labels.SUCCESS, tone: 'success' as const } : { label: labels.other, tone: 'error' as const };
  return { id: d.id, createdAt: d.createdAt, amount: d.amount, status, note: d.note };
}

/**
 * /history-deposit 'Lịch sử nạp điểm': 'Xem thêm' reads on by cursor to the first deposit (issue 30);
 * the totals are of them all (the first page's). Readable offline from the first page saved when last read.
 */
export function DepositHistoryScreen() {
  const query = useGetDepositsInfiniteQuery();
  const { pages, savedAt, fromSaved } = useSavedPages<DepositsResponse>(snapshotKeys.deposits, query);
  const first = pages?.[0];
  return (
    <>
      <ScreenHeader title={texts.accountArea.centre.historyDeposit} backTo={paths.account} />
      <ScreenBody loading={!pages && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {pages && first && (
          <HistoryTable rows={pages.flatMap((page) => page.deposits.map(toHistoryRow))} count={first.totalDeposits ?? 0} total={first.totalDepositAmount ?? 0} />
        )}
        <MoreButton pages={query} hidden={fromSaved} />
      </ScreenBody>
    </>
  );
}
