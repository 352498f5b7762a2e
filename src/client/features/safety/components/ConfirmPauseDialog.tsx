import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { PauseKind } from '../../../../shared/api/safety';
import { texts } from '../../../../shared/texts';
import { formatDateTime } from '../../../lib/format';
import { pauseEndsAt, type PauseDuration } from '../lib/pause';

const t = texts.safety.screen;

export interface PauseChoice {
  readonly kind: PauseKind;
  readonly duration: PauseDuration;
}

/** Confirms a cool-off or self-exclusion: first that it cannot be undone before it ends, then until when. */
export function ConfirmPauseDialog({ choice, sending, onConfirm, onClose }: { choice: PauseChoice | undefined; sending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root open={Boolean(choice)} onOpenChange={(e) => !e.open && !sending && onClose()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl">
            <Dialog.Header>
              <Dialog.Title>{choice && t.confirmTitle[choice.kind]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontWeight="bold" color="red.600" data-testid="pause-warning">
                  {t.cannotUndo}
                </Text>
                {choice && <Text>{t.confirmBody(t.durations[choice.duration], formatDateTime(pauseEndsAt(choice.duration)))}</Text>}
                <Text fontSize="sm" color="gray.600">
                  {t.pauseHint}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack w="full" gap="3">
                <Button flex="1" size="lg" variant="outline" onClick={onClose} disabled={sending}>
                  {t.cancel}
                </Button>
                <Button flex="1" size="lg" colorPalette="red" loading={sending} onClick={onConfirm}>
                  {t.confirm}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
