import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Round } from '../../../../shared/api/rounds';
import { texts } from '../../../../shared/texts';
import { RoundVerification } from '../../../components/round/RoundVerification';
import { MountOnOpen } from '../../../components/MountOnOpen';
import { useBackCloses } from '../../../hooks/use-back-closes';

/** The check of one settled round, recomputed on this device. */
export function VerifyRoundDialog({ round, onClose }: { round: Round | null; onClose: () => void }) {
  useBackCloses(round !== null, onClose);
  return (
    <MountOnOpen open={round !== null}>
      <Dialog.Root open={round !== null} onOpenChange={(e) => !e.open && onClose()} placement="bottom" motionPreset="slide-in-bottom" lazyMount unmountOnExit scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content borderTopRadius="2xl" borderBottomRadius="0" mb="0" maxW="480px" pb="calc(env(safe-area-inset-bottom) + 8px)">
              <Dialog.Header>
                <Dialog.Title>{round ? texts.game.verify.title(round.incId) : ''}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="lg" aria-label={texts.common.close} />
              </Dialog.CloseTrigger>
              {/* Scrolls on a phone, and has nothing to focus: focusable itself, so that a keyboard scrolls it. */}
              <Dialog.Body tabIndex={0}>{round && <RoundVerification key={round.id} round={round} />}</Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </MountOnOpen>
  );
}
