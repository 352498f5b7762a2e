import { Text } from '@chakra-ui/react';
import type { Player } from '../../../../../shared/api/players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { AmountNoteDialog } from '../../../components/AmountNoteDialog';
import { useAdjustAdminPlayerBalanceMutation } from '../api/players-api';
import { adjustmentPoints, adjustmentSchema } from '../lib/adjustment-schema';

const t = texts.console.players;

/** Adds (+) or takes (-) points with a reason the ledger and the audit log keep. */
export function AdjustmentDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const [adjust] = useAdjustAdminPlayerBalanceMutation();
  const dispatch = useAppDispatch();

  return (
    <AmountNoteDialog
      title={`${t.actions.adjustTitle} · ID ${player.incId}`}
      confirmLabel={t.adjustment.submit}
      initialValues={{ amount: '', note: '' }}
      validationSchema={adjustmentSchema}
      labels={{ amount: t.adjustment.amount, amountHelp: t.adjustment.amountHelp, note: t.adjustment.reason }}
      signed
      intro={
        <Text fontSize="sm" color="gray.600">
          {t.profile.balance}: {formatPoints(player.balance)}
        </Text>
      }
      send={(values, idempotencyKey) => adjust({ id: player.id, amount: adjustmentPoints(values.amount), reason: values.note.trim(), idempotencyKey })}
      onDone={(data) => dispatch(toastShown(t.adjustment.done(formatPoints(data.balance)), 'success'))}
      onClose={onClose}
    />
  );
}
