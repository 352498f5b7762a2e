import { Badge, Box, Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Round } from '../../../../shared/api/rounds';
import { gateWins } from '../../../../shared/game';
import { texts } from '../../../../shared/texts';
import { ChevronRightIcon } from '../../../components/icons';
import { ResultDigits } from '../../../components/round/ResultDigits';

const t = texts.game.trend;
const gates = texts.game.gates;
/** Row height: a comfortable touch target, and the size skeletons reserve. */
export const TREND_ROW_HEIGHT = '52px';
// The result column is as wide as five small digit cells, so the header lines up with them.
const columns = '1fr 136px 44px 14px';

export function TrendHeader() {
  return (
    <Grid templateColumns={columns} gap="1.5" px="3" py="2" fontSize="xs" fontWeight="semibold" color="gray.600" aria-hidden="true">
      <Text>{t.round}</Text>
      <Text>{t.result}</Text>
      <span />
      <span />
    </Grid>
  );
}

/** One settled round: number, digits, what won; tapping opens its check. */
export function TrendRow({ round, onOpen }: { round: Round; onOpen: (round: Round) => void }) {
  const result = round.result ?? '';
  const high = gateWins('CAO', result);
  const left = gateWins('TRAI', result);
  return (
    <Box as="li" listStyleType="none">
      <Grid
        as="button"
        w="full"
        templateColumns={columns}
        gap="1.5"
        px="3"
        h={TREND_ROW_HEIGHT}
        alignItems="center"
        textAlign="left"
        borderBottomWidth="1px"
        borderColor="gray.100"
        _active={{ bg: 'gray.50' }}
        aria-label={`${t.verifyRound(round.incId)}: ${result.split('').join(' ')}`}
        data-testid="trend-row"
        data-inc-id={round.incId}
        onClick={() => onOpen(round)}
      >
        <Text fontWeight="semibold" fontSize="sm">
          {round.incId}
        </Text>
        <ResultDigits result={round.result} label={t.result} />
        <Stack gap="0.5" align="stretch" textAlign="center">
          <Badge size="xs" justifyContent="center" colorPalette={high ? 'green' : 'red'} variant="subtle">
            {high ? gates.CAO : gates.THAP}
          </Badge>
          <Badge size="xs" justifyContent="center" colorPalette={left ? 'orange' : 'blue'} variant="subtle">
            {left ? gates.TRAI : gates.PHAI}
          </Badge>
        </Stack>
        <ChevronRightIcon boxSize="4" color="gray.400" />
      </Grid>
    </Box>
  );
}

export function TrendRowSkeleton() {
  return (
    <Box as="li" listStyleType="none" h={TREND_ROW_HEIGHT} px="3" display="flex" alignItems="center" borderBottomWidth="1px" borderColor="gray.100">
      <Skeleton h="5" w="full" />
    </Box>
  );
}
