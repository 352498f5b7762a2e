import type { Player } from '../../../../../shared/api/players';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { api } from '../../../../api/base';
import { useAppDispatch } from '../../../../stores/hooks';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreateAdminDepositMutation } from '../../../api/deposits-api';
import { AmountNoteDialog } from '../../../components/AmountNoteDialog';
import { type DepositStatus, DepositStatusField } from '../../../components/DepositStatusField';
import { depositSchema } from '../../../lib/deposit-schema';

const t = texts.console.players;
const d = texts.console.deposits;
/** The deposit form's own rules without the ID: the player is the one on screen. */
const schema = depositSchema.pick(['amount', 'note']);

/** Credits a top-up (SUCCESS) or records a failed one (FAILED), with an optional note, for this player. */
export function PlayerDepositDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const [createDeposit] = useCreateAdminDepositMutation();
  const dispatch = useAppDispatch();

  return (
    <AmountNoteDialog
      title={`${t.actions.depositTitle} · ID ${player.incId}`}
      confirmLabel={d.submit}
      initialValues={{ amount: '', note: '', status: 'SUCCESS' as DepositStatus }}
      validationSchema={schema}
      labels={{ amount: d.amount, note: d.note }}
      send={(values, idempotencyKey) => {
        const note = values.note.trim();
        return createDeposit({ playerId: player.id, amount: Number(values.amount), status: values.status, ...(note ? { note } : {}), idempotencyKey });
      }}
      onDone={({ deposit, balance }) => {
        dispatch(toastShown(deposit.status === 'SUCCESS' ? t.depositDone(formatPoints(balance)) : t.depositRecorded, 'success'));
        dispatch(api.util.invalidateTags(['AdminPlayers']));
      }}
      onClose={onClose}
    >
      <DepositStatusField />
    </AmountNoteDialog>
  );
}
