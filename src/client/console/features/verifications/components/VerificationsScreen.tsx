import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminVerification } from '../../../../../shared/api/verifications';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { useGetAdminVerificationsQuery, useReviewVerificationMutation } from '../api/verifications-api';
import { DecisionDialog } from '../../../components/DecisionDialog';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { DECISION_FILTERS, type DecisionFilter, StatusFilter } from '../../../components/StatusFilter';
import { VerificationCard } from './VerificationCard';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.verifications;
const PAGE_SIZE = 10;

/** /admin/verifications: ID checks, pending first; approve, or reject with the reason the player reads. */
export function VerificationsScreen() {
  const [filter, setFilter] = useState<DecisionFilter>('PENDING');
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<{ verification: AdminVerification; approve: boolean } | null>(null);
  const { data, isFetching } = useGetAdminVerificationsQuery({ page, limit: PAGE_SIZE, ...(filter === 'ALL' ? {} : { status: filter }) });
  const [review, { isLoading: sending }] = useReviewVerificationMutation();
  const dispatch = useAppDispatch();
  const [nowMs] = useState(() => Date.now());

  async function confirm(reason: string) {
    if (!reviewing) return;
    const result = await review({ id: reviewing.verification.id, approve: reviewing.approve, reason });
    setReviewing(null);
    if ('error' in result) return;
    dispatch(toastShown(result.data.status === 'APPROVED' ? t.approved : t.rejected, 'success'));
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ScreenTitle>{t.title}</ScreenTitle>
        <ExportCsvButton path="/admin/verifications/export.csv" params={{ status: filter === 'ALL' ? undefined : filter }} filename={`id-checks-${filter.toLowerCase()}.csv`} />
      </HStack>
      <StatusFilter
        value={filter}
        filters={DECISION_FILTERS}
        onChange={(f) => {
          setFilter(f);
          setPage(1);
        }}
      />
      <Stack gap="3" aria-busy={isFetching || undefined}>
        {data?.results.map((v) => <VerificationCard key={v.id} verification={v} nowMs={nowMs} onReview={(approve) => setReviewing({ verification: v, approve })} />)}
        {data && data.results.length === 0 && <Text color="gray.500">{texts.console.empty}</Text>}
        {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      </Stack>
      {data && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} />}
      {reviewing && (
        <DecisionDialog
          title={reviewing.approve ? t.approve : t.rejectTitle}
          confirmLabel={reviewing.approve ? t.approve : t.reject}
          approve={reviewing.approve}
          placeholder={t.reasonPlaceholder}
          requiredMessage={t.reasonRequired}
          sending={sending}
          summary={
            <Text>
              #{reviewing.verification.id} · {reviewing.verification.player.username} · ID {reviewing.verification.player.incId}
            </Text>
          }
          onConfirm={(reason) => void confirm(reason)}
          onClose={() => setReviewing(null)}
        />
      )}
    </Stack>
  );
}
