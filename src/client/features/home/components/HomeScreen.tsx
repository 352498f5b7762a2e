import { Box, Heading, Text } from '@chakra-ui/react';
import { texts } from '../../../../shared/texts';
import { BOTTOM_NAV_HEIGHT, BRAND_GRADIENT } from '../../../config/ui';
import { useGetProfileQuery } from '../../../api/profile';
import { PROFILE_REFRESH_MS } from '../../../config/constants';
import { brandName } from '../../../lib/brand';
import { PLAYER_BAR_HEIGHT, PlayerBar } from './PlayerBar';

/** / Home. The rounds, bet buttons and banners arrive with the game; the ID/points bar is here now. */
export function HomeScreen() {
  // The balance stays fresh: the profile is refetched every 10 s (spec section 4).
  useGetProfileQuery(undefined, { pollingInterval: PROFILE_REFRESH_MS, skipPollingIfUnfocused: true });
  return (
    <Box pb={PLAYER_BAR_HEIGHT}>
      <Box as="header" bg={BRAND_GRADIENT} color="white" px="4" pt="calc(env(safe-area-inset-top) + 16px)" pb="6">
        <Heading as="h1" size="lg">
          {brandName()}
        </Heading>
      </Box>
      <Box m="4" p="6" bg="white" borderRadius="2xl" boxShadow="sm" textAlign="center">
        <Text color="gray.600">{texts.home.roundsSoon}</Text>
      </Box>
      <PlayerBar bottomOffset={BOTTOM_NAV_HEIGHT} />
    </Box>
  );
}
