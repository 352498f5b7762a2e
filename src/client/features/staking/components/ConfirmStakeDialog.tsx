import { HStack, Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import type { StakeQuote } from '../lib/stake-quote';
import { StakeQuoteLines } from './StakeQuoteLines';

const t = texts.growth.staking;

/** Confirms a stake with the amount, rate, term and the reward it will earn, before anything is sent. */
export function ConfirmStakeDialog({ quote, sending, onConfirm, onClose }: { quote: StakeQuote | undefined; sending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog open={Boolean(quote)} title={t.confirmTitle} confirmLabel={t.confirm} cancelLabel={t.cancel} sending={sending} onConfirm={onConfirm} onClose={onClose}>
      <Stack gap="3">
        <HStack justify="space-between">
          <Text color="gray.700">{t.amount}</Text>
          <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="confirm-stake-amount">
            {quote && formatPoints(quote.amount)}
          </Text>
        </HStack>
        {quote && <StakeQuoteLines rules={{ stakingRateBps: quote.rateBps, stakingTermDays: quote.termDays, stakingMin: 0 }} quote={quote} />}
      </Stack>
    </ConfirmDialog>
  );
}
