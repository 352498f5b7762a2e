import { Box, HStack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppSelector } from '../../../stores/hooks';
import { APP_MAX_WIDTH } from '../../../config/ui';
import { selectProfile } from '../../../stores/auth-slice';

/** Height of the bar; Home leaves this much room above the bottom navigation. */
export const PLAYER_BAR_HEIGHT = '48px';

/** The fixed bar above the bottom navigation: the player's public ID and points. */
export const PlayerBar = memo(function PlayerBar({ bottomOffset }: { bottomOffset: string }) {
  const profile = useAppSelector(selectProfile);
  if (!profile) return null;
  return (
    <Box position="fixed" left="0" right="0" bottom={`calc(${bottomOffset} + env(safe-area-inset-bottom))`} zIndex="sticky">
      <HStack maxW={APP_MAX_WIDTH} mx="auto" h={PLAYER_BAR_HEIGHT} px="4" bg="brand.900" color="white" justify="space-between" fontWeight="semibold">
        <Text>
          {texts.shell.playerId}: <span data-testid="player-id">{profile.incId}</span>
        </Text>
        <Text>
          {texts.shell.points}:{' '}
          <Text as="span" color="gold.400" data-testid="player-balance">
            {formatPoints(profile.balance)}
          </Text>
        </Text>
      </HStack>
    </Box>
  );
});
