import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { texts } from '../../shared/texts';
import { MountOnOpen } from './MountOnOpen';
import { useBackCloses } from '../hooks/use-back-closes';

export interface AppDialogProps {
  readonly open: boolean;
  /** Escape, the backdrop (unless `closeOnInteractOutside` is false) and the close button. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  /** The buttons, full width. */
  readonly footer: ReactNode;
  readonly children: ReactNode;
  /** `alertdialog` when the player must read it before going on. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly closeOnInteractOutside?: boolean;
  /** Across the top, above the title, clipped to the rounded corners (a banner's picture). */
  readonly media?: ReactNode;
  /** A close button in the corner, besides the footer's. */
  readonly closeButton?: boolean;
  readonly testId?: string;
}

/**
 * The app's centred sheet: title, body and footer in a rounded card over a backdrop. Set up on
 * first open (`MountOnOpen`): every dialog of the shell is closed on start and costs nothing then.
 */
export function AppDialog({ open, onClose, title, footer, children, role, closeOnInteractOutside, media, closeButton, testId }: AppDialogProps) {
  useBackCloses(open, onClose);
  return (
    <MountOnOpen open={open}>
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" role={role} closeOnInteractOutside={closeOnInteractOutside}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content borderRadius="2xl" overflow={media ? 'hidden' : undefined} data-testid={testId}>
              {media}
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              {closeButton && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="md" bg="whiteAlpha.800" aria-label={texts.common.close} />
                </Dialog.CloseTrigger>
              )}
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>{footer}</Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </MountOnOpen>
  );
}
