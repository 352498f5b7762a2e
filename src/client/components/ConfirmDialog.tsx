import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppDialog } from './AppDialog';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** While the request runs: the confirm button spins, cancel and closing are held. */
  readonly sending: boolean;
  /** `red` for what cannot be undone. */
  readonly tone?: 'brand' | 'red';
  readonly confirmDisabled?: boolean;
  /** `alertdialog` when confirming has consequences the player must read first. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly onConfirm: () => void;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The app's one "are you sure" sheet: what will happen in the body, cancel and confirm side by side. */
export function ConfirmDialog({ open, title, confirmLabel, cancelLabel, sending, tone = 'brand', confirmDisabled, role, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={() => !sending && onClose()}
      title={title}
      role={role}
      footer={
        <HStack w="full" gap="3">
          <Button flex="1" size="lg" variant="outline" onClick={onClose} disabled={sending}>
            {cancelLabel}
          </Button>
          <Button flex="1" size="lg" colorPalette={tone} loading={sending} disabled={confirmDisabled} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      }
    >
      {children}
    </AppDialog>
  );
}
