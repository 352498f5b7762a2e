import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { Zone } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { shownResult } from '../../../api/shown-result';
import { useGetBetsQuery } from '../api/bets-api';

const t = texts.game.home;
/** How many of the player's latest bets in the level Home lists. */
const RECENT_BETS = 5;
const ROW_HEIGHT = '44px';
const palette = { PENDING: 'gray', WON: 'green', LOST: 'red' } as const;

/** The player's latest bets in this level, with the outcome once their round has settled. */
export const RecentBets = memo(function RecentBets({ zone }: { zone: Zone }) {
  const { data, isLoading } = useGetBetsQuery({ zone, limit: RECENT_BETS, page: 1 }, { selectFromResult: shownResult });
  return (
    <Stack as="section" aria-label={t.recentBets} bg="white" borderRadius="2xl" boxShadow="sm" p="4" gap="1">
      <Text fontWeight="semibold">{t.recentBets}</Text>
      {isLoading ? (
        <Skeleton h={ROW_HEIGHT} />
      ) : !data || data.results.length === 0 ? (
        <Text fontSize="sm" color="gray.600" minH={ROW_HEIGHT} display="flex" alignItems="center">
          {t.noBets}
        </Text>
      ) : (
        <Box as="ul" m="0" p="0">
          {data.results.map((bet) => (
            <HStack as="li" key={bet.id} listStyleType="none" h={ROW_HEIGHT} justify="space-between" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }} data-testid="recent-bet" data-status={bet.status}>
              <Text fontSize="sm">
                <Text as="span" color="gray.600">
                  #{bet.session.incId}
                </Text>{' '}
                · {texts.game.placedGates[bet.gate]} · <b>{formatPoints(bet.amount)}</b>
              </Text>
              <Badge colorPalette={palette[bet.status]} variant="subtle">
                {t.betStatus[bet.status]}
                {bet.status === 'WON' ? ` +${formatPoints(bet.winnings)}` : ''}
              </Badge>
            </HStack>
          ))}
        </Box>
      )}
    </Stack>
  );
});
