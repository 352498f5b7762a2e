import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminWithdrawal } from '../../../../shared/api/withdrawals';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../app/hooks';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { formatVnd } from '../../../lib/format';
import { toastShown } from '../../../stores/toasts-slice';
import { useDecideWithdrawalMutation, useGetAdminWithdrawalsQuery } from '../api/withdrawals-api';
import { DecisionDialog } from './DecisionDialog';
import { Pager } from './Pager';
import { type QueueFilter, StatusFilter } from './StatusFilter';
import { WithdrawalCard } from './WithdrawalCard';

const t = texts.console.withdrawals;
const PAGE_SIZE = 20;

interface Pending {
  readonly withdrawal: AdminWithdrawal;
  readonly approve: boolean;
  /** One key per decision opened: a double click or a retry decides once. */
  readonly key: string;
}

/** /admin/withdrawals: pending first, with age, bank, fee and net; approve or reject, one page at a time. */
export function WithdrawalQueueScreen() {
  const [filter, setFilter] = useState<QueueFilter>('PENDING');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Pending | null>(null);
  const { data, isFetching } = useGetAdminWithdrawalsQuery({ page, limit: PAGE_SIZE, ...(filter === 'ALL' ? {} : { status: filter }) });
  const [decide, { isLoading: sending }] = useDecideWithdrawalMutation();
  const dispatch = useAppDispatch();
  const [nowMs] = useState(() => Date.now());

  async function confirm(note: string) {
    if (!deciding) return;
    const { withdrawal, approve, key } = deciding;
    const result = await decide({ id: withdrawal.id, approve, note, idempotencyKey: key });
    setDeciding(null);
    // A refusal was toasted with the server's message by the API layer; the queue refetches.
    if ('error' in result) return;
    const decided = result.data.withdrawal.status;
    dispatch(toastShown(decided === 'APPROVED' ? t.approved : t.rejected, 'success'));
  }

  return (
    <Stack gap="4">
      <Heading size="lg">{t.title}</Heading>
      <StatusFilter
        value={filter}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <Stack gap="3" aria-busy={isFetching || undefined}>
        {data?.results.map((w) => <WithdrawalCard key={w.id} withdrawal={w} nowMs={nowMs} onDecide={(approve) => setDeciding({ withdrawal: w, approve, key: newIdempotencyKey() })} />)}
        {data && data.results.length === 0 && <Text color="gray.500">{texts.console.empty}</Text>}
        {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      </Stack>
      {data && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} />}
      {deciding && (
        <DecisionDialog
          title={deciding.approve ? t.approveTitle : t.rejectTitle}
          confirmLabel={deciding.approve ? t.approve : t.reject}
          approve={deciding.approve}
          placeholder={deciding.approve ? t.notePlaceholder : t.reasonPlaceholder}
          requiredMessage={t.reasonRequired}
          sending={sending}
          summary={
            <Text>
              #{deciding.withdrawal.id} · {deciding.withdrawal.player.username} · {formatPoints(deciding.withdrawal.amount)} → {formatVnd(deciding.withdrawal.netVnd)}
            </Text>
          }
          onConfirm={(note) => void confirm(note)}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
