import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Win } from '../../../../shared/api/content';
import { zoneDisplayName } from '../../../../shared/game';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { formatTime } from '../../../lib/format';

/** Wins of settled bets: masked username, zone and round, points paid, and when. */
export function WinList({ wins, testId }: { wins: readonly Win[]; testId: string }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none">
      {wins.map((win, i) => (
        <HStack as="li" key={`${win.incId}-${win.zone}-${win.username}-${i}`} data-testid={testId} justify="space-between" py="2" borderTopWidth={i ? '1px' : '0'} borderColor="gray.100" fontSize="sm">
          <Stack gap="0">
            <Text fontWeight="semibold">{win.username}</Text>
            <Text color="gray.500" fontSize="xs">
              {texts.home.home.winRound(zoneDisplayName(win.zone), win.incId)} · {formatTime(win.createdAt)}
            </Text>
          </Stack>
          <Text fontWeight="bold" color="green.600" fontVariantNumeric="tabular-nums">
            +{formatPoints(win.amount)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
