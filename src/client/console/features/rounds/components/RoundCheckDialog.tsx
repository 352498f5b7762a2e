import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { AdminRound } from '../../../../../shared/api/admin-rounds';
import { texts } from '../../../../../shared/texts';
import { RoundVerification } from '../../../../components/round/RoundVerification';
import { useBackCloses } from '../../../../hooks/use-back-closes';

/** A settled round recomputed in this browser, exactly as a player checks it (src/client/lib/verify-round.ts). */
export function RoundCheckDialog({ round, onClose }: { round: AdminRound | null; onClose: () => void }) {
  useBackCloses(round !== null, onClose);
  return (
    <Dialog.Root open={round !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="560px" mx="3">
            <Dialog.Header>
              <Dialog.Title>{round ? texts.console.rounds.verifyTitle(round.incId) : ''}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="md" aria-label={texts.console.rounds.close} />
            </Dialog.CloseTrigger>
            {/* Scrolls, and has nothing to focus: focusable itself, so that a keyboard scrolls it. */}
            <Dialog.Body pb="6" tabIndex={0}>
              {round && <RoundVerification key={round.id} round={round} />}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
