import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
    <ConfirmDialog open={Boolean(choice)} title={choice && t.confirmTitle[choice.kind]} confirmLabel={t.confirm} cancelLabel={t.cancel} sending={sending} tone="red" role="alertdialog" onConfirm={onConfirm} onClose={onClose}>
      <Stack gap="2">
        <Text fontWeight="bold" color="red.600" data-testid="pause-warning">
          {t.cannotUndo}
        </Text>
        {choice && <Text>{t.confirmBody(t.durations[choice.duration], formatDateTime(pauseEndsAt(choice.duration)))}</Text>}
        <Text fontSize="sm" color="gray.600">
          {t.pauseHint}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
