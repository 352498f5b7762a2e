import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminWithdrawal } from '../../../../../shared/api/withdrawals';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { newIdempotencyKey } from '../../../../lib/idempotency';
import { formatVnd } from '../../../../lib/format';
import { toastShown } from '../../../../stores/toasts-slice';
import { useDecideWithdrawalMutation, useGetAdminWithdrawalsQuery } from '../api/withdrawals-api';
import { useMinuteClock } from '../../../lib/age';
import { BulkApproveBar } from './BulkApproveBar';
import { DecisionDialog } from '../../../components/DecisionDialog';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { type PageAt, useCursorPages } from '../../../lib/cursor-pages';
import { type QueueFilter, StatusFilter, WITHDRAWAL_FILTERS } from '../../../components/StatusFilter';
import { WithdrawalCard } from './WithdrawalCard';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.withdrawals;
const PAGE_SIZE = 20;

interface Pending {
  readonly withdrawal: AdminWithdrawal;
  readonly approve: boolean;
  /** One key per decision opened: a double click or a retry decides once. */
  readonly key: string;
}

/**
 * /admin/withdrawals: pending ones oldest first (the server's order), with age, bank, fee and net;
 * approve or reject one, or select several and approve them at once; the queue as CSV with its filter.
 */
export function WithdrawalQueueScreen() {
  const [filter, setFilter] = useState<QueueFilter>('PENDING');
  const [at, setAt] = useState<PageAt>({ page: 1 });
  const [deciding, setDeciding] = useState<Pending | null>(null);
  const { data, currentData, isFetching } = useGetAdminWithdrawalsQuery({ ...at, limit: PAGE_SIZE, ...(filter === 'ALL' ? {} : { status: filter }) });
  // By cursor (issue 30): deciding the rows of a page moves none of the next page out of reach.
  const pageAt = useCursorPages(filter, currentData);
  const [decide, { isLoading: sending }] = useDecideWithdrawalMutation();
  const dispatch = useAppDispatch();
  const nowMs = useMinuteClock();
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  // Only rows still pending on the page shown can stay selected.
  const pending = data?.results.filter((w) => w.status === 'PENDING') ?? [];
  const selected = pending.filter((w) => selectedIds.has(w.id));
  const select = (id: number, on: boolean) => setSelectedIds(new Set([...selected.map((w) => w.id).filter((other) => other !== id), ...(on ? [id] : [])]));

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
      <ScreenTitle>{t.title}</ScreenTitle>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <StatusFilter
          value={filter}
          filters={WITHDRAWAL_FILTERS}
          onChange={(f) => {
            setFilter(f);
            setAt({ page: 1 });
            setSelectedIds(new Set());
          }}
        />
        <ExportCsvButton path="/admin/withdrawals/export.csv" params={{ status: filter === 'ALL' ? undefined : filter }} filename={`withdrawals-${filter.toLowerCase()}.csv`} />
      </HStack>
      <BulkApproveBar pending={pending} selected={selected} onSelect={setSelectedIds} />
      <Stack gap="3" aria-busy={isFetching || undefined}>
        {data?.results.map((w) => (
          <WithdrawalCard
            key={w.id}
            withdrawal={w}
            nowMs={nowMs}
            selected={selectedIds.has(w.id)}
            onSelect={(on) => select(w.id, on)}
            onDecide={(approve) => setDeciding({ withdrawal: w, approve, key: newIdempotencyKey() })}
          />
        ))}
        {data && data.results.length === 0 && <Text color="gray.500">{texts.console.empty}</Text>}
        {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      </Stack>
      {data && data.totalPages > 1 && (
        <Pager
          page={at.page}
          totalPages={data.totalPages}
          onPage={(p) => {
            setAt(pageAt(p));
            setSelectedIds(new Set());
          }}
        />
      )}
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
