import { Code, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { texts } from '../../../../../shared/texts';
import { useAppDispatch } from '../../../../stores/hooks';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toastShown } from '../../../../stores/toasts-slice';
import { useCreateTemporaryPasswordMutation } from '../api/players-api';

const t = texts.console.players.actions;

/**
 * Asks first (the current password stops working, every session ends), then shows the temporary
 * password once: it lives only in this dialog's state, and the mutation's copy is dropped at once.
 */
export function TemporaryPasswordDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const [create, { isLoading, reset }] = useCreateTemporaryPasswordMutation();
  const [password, setPassword] = useState<string | null>(null);
  const dispatch = useAppDispatch();

  async function confirm() {
    const result = await create(id);
    reset();
    // A refusal was toasted with the server's message.
    if ('error' in result) return onClose();
    setPassword(result.data.temporaryPassword);
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      dispatch(toastShown(t.copied, 'success'));
    } catch {
      // No clipboard (plain HTTP, refused permission): the password stays on screen to copy by hand.
    }
  }

  if (password) {
    return (
      <ConfirmDialog open role="alertdialog" title={t.temporaryPasswordShown} confirmLabel={t.copy} cancelLabel={t.close} sending={false} onConfirm={() => void copy(password)} onClose={onClose}>
        <Code display="block" fontSize="2xl" p="3" textAlign="center" letterSpacing="wider" userSelect="all" data-testid="temporary-password">
          {password}
        </Code>
        <Text mt="3" fontSize="sm" color="gray.700">
          {t.temporaryPasswordOnce}
        </Text>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      open
      role="alertdialog"
      title={t.temporaryPasswordTitle}
      confirmLabel={t.create}
      cancelLabel={texts.console.cancel}
      sending={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <Text>{t.temporaryPasswordBody(name)}</Text>
    </ConfirmDialog>
  );
}
