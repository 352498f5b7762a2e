import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Withdrawal } from '../../../../shared/api/withdrawals';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { toastShown } from '../../../stores/toasts-slice';
import { useCancelWithdrawalMutation } from '../api/withdrawals-api';

const t = texts.accountArea.withdraw;

/**
 * 'Huỷ yêu cầu' on a pending withdrawal (issue 50): asks first, then the server gives the points back
 * unless an operator decided it meanwhile (its refusal shows in the error toast, and the list reloads).
 */
export function CancelWithdrawalButton({ withdrawal }: { withdrawal: Withdrawal }) {
  const [open, setOpen] = useState(false);
  const [cancel, state] = useCancelWithdrawalMutation();
  const online = useOnlineStatus();
  const dispatch = useAppDispatch();
  const confirm = async () => {
    const result = await cancel({ id: withdrawal.id, idempotencyKey: newIdempotencyKey() });
    setOpen(false);
    if (result.data) dispatch(toastShown(t.cancelled));
  };
  return (
    <>
      <Button size="xs" variant="outline" colorPalette="red" disabled={!online} onClick={() => setOpen(true)} data-testid="withdrawal-cancel">
        {t.cancelRequest}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.cancelTitle}
        confirmLabel={t.cancelConfirm}
        cancelLabel={t.cancelKeep}
        sending={state.isLoading}
        tone="red"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <Text>{t.cancelBody(formatPoints(withdrawal.amount))}</Text>
      </ConfirmDialog>
    </>
  );
}
