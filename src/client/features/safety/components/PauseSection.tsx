import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SafetyResponse } from '../../../../shared/api/safety';
import { PAUSE_DURATIONS, PAUSE_KINDS } from '../../../../shared/safety';
import { texts } from '../../../../shared/texts';
import { useAppDispatch } from '../../../stores/hooks';
import { formatDateTime } from '../../../lib/format';
import { toastShown } from '../../../stores/toasts-slice';
import { useStartPauseMutation } from '../api/safety-api';
import { ConfirmPauseDialog, type PauseChoice } from './ConfirmPauseDialog';

const t = texts.safety.screen;

/** Cool-off (24 hours to 30 days) and self-exclusion (6 months to 5 years); while one runs, its end. */
export function PauseSection({ playerId, pause }: { playerId: number; pause: SafetyResponse['pause'] }) {
  const [choice, setChoice] = useState<PauseChoice | undefined>();
  const [startPause, sending] = useStartPauseMutation();
  const dispatch = useAppDispatch();

  async function confirm() {
    if (!choice) return;
    const result = await startPause({ playerId, ...choice });
    setChoice(undefined);
    if (!result.error) dispatch(toastShown(t.pauseStarted));
  }

  return (
    <Stack as="section" aria-label={t.pauseTitle} gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
      <Text fontWeight="bold">{t.pauseTitle}</Text>
      {pause ? (
        <Text bg="orange.50" color="orange.800" borderRadius="md" px="3" py="2" fontWeight="semibold" data-testid="pause-running">
          {t.pauseRunning[pause.kind](formatDateTime(pause.until))}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="gray.600">
            {t.pauseHint}
          </Text>
          {PAUSE_KINDS.map((kind) => (
            <Stack key={kind} gap="2">
              <Text fontWeight="semibold">{kind === 'COOL_OFF' ? t.coolOff : t.exclusion}</Text>
              <Flex gap="2" wrap="wrap" role="group" aria-label={kind === 'COOL_OFF' ? t.coolOff : t.exclusion}>
                {PAUSE_DURATIONS[kind].map((duration) => (
                  <Button key={duration} size="sm" variant="outline" colorPalette={kind === 'COOL_OFF' ? 'orange' : 'red'} onClick={() => setChoice({ kind, duration })}>
                    {t.durations[duration]}
                  </Button>
                ))}
              </Flex>
            </Stack>
          ))}
        </>
      )}
      <ConfirmPauseDialog choice={choice} sending={sending.isLoading} onConfirm={() => void confirm()} onClose={() => setChoice(undefined)} />
    </Stack>
  );
}
