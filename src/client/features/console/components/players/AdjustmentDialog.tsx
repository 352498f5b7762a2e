import { Stack, Text } from '@chakra-ui/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { Player } from '../../../../../shared/api/players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../app/hooks';
import { errorMessage } from '../../../../api/base';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useIdempotencyKey } from '../../../../hooks/use-idempotency-key';
import { TextField } from '../../../../components/form/TextField';
import { toastShown } from '../../../../stores/toasts-slice';
import { useAdjustAdminPlayerBalanceMutation } from '../../api/players-api';
import { adjustmentPoints, adjustmentSchema } from '../../lib/adjustment-schema';

const t = texts.console.players;

/** Adds (+) or takes (-) points with a reason the ledger and the audit log keep. */
export function AdjustmentDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const [adjust] = useAdjustAdminPlayerBalanceMutation();
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per adjustment meant: a double submit or a resend after a lost answer moves points once.
  const [key, settle] = useIdempotencyKey();

  return (
    <Formik
      initialValues={{ amount: '', reason: '' }}
      validationSchema={adjustmentSchema}
      onSubmit={async (values) => {
        const result = await adjust({ id: player.id, amount: adjustmentPoints(values.amount), reason: values.reason.trim(), idempotencyKey: key });
        settle(result);
        if ('error' in result) return setRefusal(errorMessage(result.error as FetchBaseQueryError));
        dispatch(toastShown(t.adjustment.done(formatPoints(result.data.balance)), 'success'));
        onClose();
      }}
    >
      {({ isSubmitting, submitForm }) => (
        <ConfirmDialog
          open
          title={`${t.actions.adjustTitle} · ID ${player.incId}`}
          confirmLabel={t.adjustment.submit}
          cancelLabel={texts.console.cancel}
          sending={isSubmitting}
          onConfirm={() => void submitForm()}
          onClose={onClose}
        >
          <Form noValidate>
            <Stack gap="3">
              <Text fontSize="sm" color="gray.600">
                {t.profile.balance}: {formatPoints(player.balance)}
              </Text>
              <TextField name="amount" label={t.adjustment.amount} placeholder={t.adjustment.amountHelp} autoComplete="off" />
              <TextField name="reason" label={t.adjustment.reason} maxLength={500} autoComplete="off" />
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
