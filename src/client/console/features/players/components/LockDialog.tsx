import { Text } from '@chakra-ui/react';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toastShown } from '../../../../stores/toasts-slice';
import { useSetAdminPlayerLockedMutation } from '../api/players-api';

const t = texts.console.players.actions;

/** Lock (sign-in refused, every session ended) or unlock, after the operator confirms. */
export function LockDialog({ id, name, lock, onClose }: { id: number; name: string; lock: boolean; onClose: () => void }) {
  const [setLocked, { isLoading }] = useSetAdminPlayerLockedMutation();
  const dispatch = useAppDispatch();

  async function confirm() {
    const result = await setLocked({ id, locked: lock });
    onClose();
    // A refusal (already locked by someone else...) was toasted with the server's message; the detail refetches.
    if ('error' in result) return;
    dispatch(toastShown(result.data.locked ? t.lockedDone : t.unlockedDone, 'success'));
  }

  return (
    <ConfirmDialog
      open
      role="alertdialog"
      title={lock ? t.lockTitle : t.unlockTitle}
      confirmLabel={lock ? t.lock : t.unlock}
      cancelLabel={texts.console.cancel}
      tone={lock ? 'red' : 'brand'}
      sending={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text>{lock ? t.lockBody(name) : t.unlockBody(name)}</Text>
    </ConfirmDialog>
  );
}
