import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { Player } from '../../../../../shared/api/players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../app/hooks';
import { api, errorMessage } from '../../../../api/base';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key';
import { TextField } from '../../../../components/form/TextField';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreateAdminDepositMutation } from '../../api/deposits-api';
import { depositSchema } from '../../lib/deposit-schema';

const t = texts.console.players;
const d = texts.console.deposits;
type Status = 'SUCCESS' | 'FAILED';
/** The deposit form's own rules without the ID: the player is the one on screen. */
const schema = depositSchema.pick(['amount', 'note']);

/** Credits a top-up (SUCCESS) or records a failed one (FAILED), with an optional note, for this player. */
export function PlayerDepositDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const [createDeposit] = useCreateAdminDepositMutation();
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per deposit meant: kept across a lost answer, renewed after any answer.
  const [key, settle] = useIdempotencyKey();

  return (
    <Formik
      initialValues={{ amount: '', note: '', status: 'SUCCESS' as Status }}
      validationSchema={schema}
      onSubmit={async (values) => {
        const note = values.note.trim();
        const result = await createDeposit({ playerId: player.id, amount: Number(values.amount), status: values.status, ...(note ? { note } : {}), idempotencyKey: key });
        settle(result);
        if ('error' in result) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
        const { deposit, balance } = result.data;
        dispatch(toastShown(deposit.status === 'SUCCESS' ? t.depositDone(formatPoints(balance)) : t.depositRecorded, 'success'));
        dispatch(api.util.invalidateTags(['AdminPlayers']));
        onClose();
      }}
    >
      {({ values, setFieldValue, isSubmitting, submitForm }) => (
        <ConfirmDialog
          open
          title={`${t.actions.depositTitle} · ID ${player.incId}`}
          confirmLabel={d.submit}
          cancelLabel={texts.console.cancel}
          sending={isSubmitting}
          onConfirm={() => void submitForm()}
          onClose={onClose}
        >
          <Form noValidate>
            <Stack gap="3">
              <TextField name="amount" label={d.amount} inputMode="decimal" autoComplete="off" />
              <Box>
                <Text fontWeight="medium" mb="2">
                  {d.status}
                </Text>
                <HStack gap="2" wrap="wrap" role="group" aria-label={d.status}>
                  {(['SUCCESS', 'FAILED'] as const).map((s) => (
                    <Button key={s} size="sm" variant={values.status === s ? 'solid' : 'outline'} colorPalette={s === 'SUCCESS' ? 'brand' : 'red'} aria-pressed={values.status === s} onClick={() => void setFieldValue('status', s)}>
                      {s === 'SUCCESS' ? d.success : d.failed}
                    </Button>
                  ))}
                </HStack>
              </Box>
              <TextField name="note" label={d.note} maxLength={500} autoComplete="off" />
              {refusal && (
                <Text role="alert" color="red.600" fontSize="sm">
                  {refusal}
                </Text>
              )}
            </Stack>
          </Form>
        </ConfirmDialog>
      )}
    </Formik>
  );
}
