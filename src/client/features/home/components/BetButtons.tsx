import { Button, Grid } from '@chakra-ui/react';
import { memo } from 'react';
import { texts } from '../../../../shared/texts';
import { ArrowDownIcon, ArrowUpIcon } from '../../../components/icons';
import type { HomeGate } from './BetDialog';

/** Tăng (TANG, the CAO gate) and Giảm (GIAM, the THAP gate); each opens the bet sheet. */
export const BetButtons = memo(function BetButtons({ onPick, disabled }: { onPick: (gate: HomeGate) => void; disabled: boolean }) {
  return (
    <Grid templateColumns="1fr 1fr" gap="3">
      <Button size="2xl" h="14" borderRadius="xl" colorPalette="green" bg="green.700" _hover={{ bg: 'green.800' }} disabled={disabled} onClick={() => onPick('TANG')}>
        <ArrowUpIcon boxSize="6" /> {texts.game.gates.TANG}
      </Button>
      <Button size="2xl" h="14" borderRadius="xl" colorPalette="red" disabled={disabled} onClick={() => onPick('GIAM')}>
        <ArrowDownIcon boxSize="6" /> {texts.game.gates.GIAM}
      </Button>
    </Grid>
  );
});
