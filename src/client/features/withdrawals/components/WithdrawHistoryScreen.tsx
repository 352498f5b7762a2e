import { texts } from '../../../../shared/texts';
import { HistoryTable } from '../../../components/HistoryTable';
import { MoreButton } from '../../../components/MoreButton';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSavedPages } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import type { WithdrawalsResponse } from '../../../../shared/api/withdrawals';
import { useGetWithdrawalHistoryInfiniteQuery } from '../api/withdrawals-api';
import { toHistoryRow } from '../lib/status';
import { CancelWithdrawalButton } from './CancelWithdrawalButton';

/**
 * /history-withdraw 'Lịch sử quy đổi': 'Xem thêm' reads on by cursor to the first withdrawal (issue 30);
 * the totals are of them all (the first page's). Readable offline from the first page saved when last read.
 * A pending withdrawal can be cancelled from its row ('Huỷ yêu cầu', issue 50).
 */
export function WithdrawHistoryScreen() {
  const query = useGetWithdrawalHistoryInfiniteQuery();
  const { pages, savedAt, fromSaved } = useSavedPages<WithdrawalsResponse>(snapshotKeys.withdrawals, query);
  const first = pages?.[0];
  return (
    <>
      <ScreenHeader title={texts.accountArea.centre.historyWithdraw} backTo={paths.account} />
      <ScreenBody loading={!pages && query.isFetching}>
        <SavedDataNotice savedAt={savedAt} fromSaved={fromSaved} />
        {pages && first && (
          <HistoryTable
            rows={pages.flatMap((page) => page.withdrawals.map((w) => toHistoryRow(w, w.status === 'PENDING' && !fromSaved ? <CancelWithdrawalButton withdrawal={w} /> : undefined)))}
            count={first.totalWithdrawals ?? 0}
            total={first.totalWithdrawalAmount ?? 0}
            rule={texts.accountArea.history.withdrawalCountsRule}
          />
        )}
        <MoreButton pages={query} hidden={fromSaved} />
      </ScreenBody>
    </>
  );
}
