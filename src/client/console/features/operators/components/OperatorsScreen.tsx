import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminOperator } from '../../../../../shared/api/admin-operators';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../../stores/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { selectProfile } from '../../../../stores/auth-slice';
import { toastShown } from '../../../../stores/toasts-slice';
import { useGetOperatorsQuery, useResetOperatorTotpMutation } from '../api/operators-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { type PageAt, useCursorPages } from '../../../lib/cursor-pages';
import { CreateOperatorDialog } from './CreateOperatorDialog';
import { OperatorsTable } from './OperatorsTable';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.security.operators;
const PAGE_SIZE = 20;

/** /admin/operators: the operator accounts; create one (temporary password shown once), reset another's TOTP. */
export function OperatorsScreen() {
  const [at, setAt] = useState<PageAt>({ page: 1 });
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<AdminOperator | null>(null);
  const { data, currentData, isFetching } = useGetOperatorsQuery({ ...at, limit: PAGE_SIZE });
  const pageAt = useCursorPages('operators', currentData);
  const [resetTotp, { isLoading: sending }] = useResetOperatorTotpMutation();
  const selfId = useAppSelector(selectProfile)?.id;
  const dispatch = useAppDispatch();

  async function confirmReset() {
    if (!resetting) return;
    const result = await resetTotp(resetting.id);
    setResetting(null);
    // A refusal was toasted with the server's message; the list refetches either way.
    if (result.data) dispatch(toastShown(t.resetDone(result.data.operator.username), 'success'));
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <ScreenTitle>{t.title}</ScreenTitle>
        <HStack gap="2">
          <ExportCsvButton path="/admin/operators/export.csv" filename="operators.csv" />
          <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        </HStack>
      </HStack>
      {data && data.results.length > 0 && <OperatorsTable operators={data.results} selfId={selfId} busy={isFetching} onResetTotp={setResetting} />}
      {data && data.results.length === 0 && <Text color="gray.500">{texts.console.empty}</Text>}
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setAt(pageAt(p))} />}
      {creating && <CreateOperatorDialog onClose={() => setCreating(false)} />}
      {resetting && (
        <ConfirmDialog
          open
          role="alertdialog"
          tone="red"
          title={t.resetTitle}
          confirmLabel={t.resetConfirm}
          cancelLabel={texts.console.cancel}
          sending={sending}
          onConfirm={() => void confirmReset()}
          onClose={() => setResetting(null)}
        >
          <Text>{t.resetBody(resetting.username)}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
