import { Button, Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { errorMessage } from '../../../../api/base';
import { paths } from '../../../../config/paths';
import { TextField } from '../../../../components/form/TextField';
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreateAdminDepositMutation } from '../../../api/deposits-api';
import { AmountNoteFields } from '../../../components/AmountNoteFields';
import { type DepositStatus, DepositStatusField } from '../../../components/DepositStatusField';
import { depositSchema, internalPlayerId } from '../../../lib/deposit-schema';
import { ScreenTitle } from '../../../components/ScreenTitle';
import { DepositHistory } from './DepositHistory';

const t = texts.console.deposits;

/** What the last call answered: the outcome, or the server's refusal as it is. */
type Outcome = { readonly ok: true; readonly text: string; readonly playerId: number } | { readonly ok: false; readonly text: string };

/**
 * /admin/deposits: credit a top-up (SUCCESS) or record a failed one (FAILED) by the player's public ID;
 * under the form, the history of every deposit across players (issue 50), which lists a new one at once.
 */
export function DepositScreen() {
  const [createDeposit] = useCreateAdminDepositMutation();
  const dispatch = useAppDispatch();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per deposit meant: a double submit or a resend after a lost answer credits once.
  const [key, settle] = useIdempotencyKey();

  return (
    <Stack gap="8">
    <Stack gap="4" maxW="lg">
      <ScreenTitle>{t.title}</ScreenTitle>
      <Formik
        initialValues={{ playerId: '', amount: '', note: '', status: 'SUCCESS' as DepositStatus }}
        validationSchema={depositSchema}
        onSubmit={async (values, { resetForm }) => {
          const incId = Number(values.playerId.trim());
          const note = values.note.trim();
          const result = await createDeposit({
            playerId: internalPlayerId(values.playerId),
            amount: Number(values.amount),
            status: values.status,
            ...(note ? { note } : {}),
            idempotencyKey: key,
          });
          settle(result);
          if ('error' in result) return setOutcome({ ok: false, text: errorMessage(result.error as FetchBaseQueryError) });
          const { deposit, balance } = result.data;
          const done = deposit.status === 'SUCCESS' ? t.credited(formatPoints(deposit.amount), incId) : t.recorded(incId);
          dispatch(toastShown(done, 'success'));
          setOutcome({ ok: true, text: `${done}. ${t.balanceAfter(formatPoints(balance))}`, playerId: internalPlayerId(values.playerId) });
          resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p="4">
              <TextField name="playerId" label={t.playerId} placeholder={t.playerIdHelp} inputMode="numeric" autoComplete="off" />
              <AmountNoteFields labels={{ amount: t.amount, note: t.note }}>
                <DepositStatusField />
              </AmountNoteFields>
              <Button type="submit" colorPalette="brand" loading={isSubmitting}>
                {t.submit}
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
      {outcome && (
        <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.600'} data-testid="deposit-outcome">
          {outcome.text}
        </Text>
      )}
      {outcome?.ok && (
        <Button asChild size="sm" variant="outline" alignSelf="flex-start">
          <Link to={paths.admin.player(outcome.playerId)}>{texts.console.players.openPlayer}</Link>
        </Button>
      )}
    </Stack>
    <DepositHistory />
    </Stack>
  );
}
