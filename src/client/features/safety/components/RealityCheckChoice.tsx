import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { REALITY_CHECK_MINUTES } from '../../../../shared/safety';
import { texts } from '../../../../shared/texts';
import { useSetRealityCheckMutation } from '../api/safety-api';

const t = texts.safety.screen;
type Choice = (typeof REALITY_CHECK_MINUTES)[number] | null;
const CHOICES: readonly Choice[] = [null, ...REALITY_CHECK_MINUTES];

/** How often the reality check shows: one of the server's intervals, or never ('Tắt'). */
export function RealityCheckChoice({ playerId, minutes }: { playerId: number; minutes: number | null }) {
  const [setRealityCheck, saving] = useSetRealityCheckMutation();
  return (
    <Stack as="section" aria-label={t.realityTitle} gap="2" bg="white" borderRadius="xl" p="4" boxShadow="xs">
      <Text fontWeight="bold">{t.realityTitle}</Text>
      <Text fontSize="sm" color="gray.600">
        {t.realityHint}
      </Text>
      <Flex gap="2" wrap="wrap" role="group" aria-label={t.realityTitle}>
        {CHOICES.map((choice) => {
          const on = choice === minutes;
          return (
            <Button
              key={choice ?? 'off'}
              size="sm"
              borderRadius="full"
              variant={on ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={on}
              disabled={saving.isLoading}
              onClick={() => !on && void setRealityCheck({ playerId, minutes: choice })}
            >
              {choice === null ? t.realityOff : t.minutes(choice)}
            </Button>
          );
        })}
      </Flex>
    </Stack>
  );
}
