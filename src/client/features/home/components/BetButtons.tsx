import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { texts } from '../../../../shared/texts';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/icons';
import type { HomeGate } from './BetDialog';

const m = texts.game.bet.markets;

/**
 * Both markets (issue 50), each opening the bet sheet: the spec's Tăng (TANG, the CAO gate) and Giảm
 * (GIAM, the THAP gate) on the first digit, large, as the spec's screen has them; under them, smaller,
 * Trái (odd) and Phải (even) on the last digit. Each pair is a labelled group.
 */
export const BetButtons = memo(function BetButtons({ onPick, disabled }: { onPick: (gate: HomeGate) => void; disabled: boolean }) {
  return (
    <Stack gap="2">
      <Grid templateColumns="1fr 1fr" gap="3" role="group" aria-label={m.first}>
        <Button size="2xl" h="14" borderRadius="xl" colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }} disabled={disabled} onClick={() => onPick('TANG')}>
          <ArrowUpIcon boxSize="6" /> {texts.game.gates.TANG}
        </Button>
        <Button size="2xl" h="14" borderRadius="xl" colorPalette="red" disabled={disabled} onClick={() => onPick('GIAM')}>
          <ArrowDownIcon boxSize="6" /> {texts.game.gates.GIAM}
        </Button>
      </Grid>
      <Text fontSize="xs" color="gray.600" textAlign="center" id="market-last">
        {m.last}
      </Text>
      <Grid templateColumns="1fr 1fr" gap="3" role="group" aria-labelledby="market-last">
        <Button size="lg" h="11" borderRadius="xl" colorPalette="blue" bg="blue.700" _hover={{ bg: 'blue.800' }} disabled={disabled} onClick={() => onPick('TRAI')}>
          {texts.game.gates.TRAI}
        </Button>
        <Button size="lg" h="11" borderRadius="xl" colorPalette="purple" bg="purple.700" _hover={{ bg: 'purple.800' }} disabled={disabled} onClick={() => onPick('PHAI')}>
          {texts.game.gates.PHAI}
        </Button>
      </Grid>
    </Stack>
  );
});
