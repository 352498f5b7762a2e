import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import type { StakeQuote } from '../lib/stake-quote';
import { StakeQuoteLines } from './StakeQuoteLines';

const t = texts.growth.staking;

/** Confirms a stake with the amount, rate, term and the reward it will earn, before anything is sent. */
export function ConfirmStakeDialog({ quote, sending, onConfirm, onClose }: { quote: StakeQuote | undefined; sending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog.Root open={Boolean(quote)} onOpenChange={(e) => !e.open && !sending && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl">
            <Dialog.Header>
              <Dialog.Title>{t.confirmTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <HStack justify="space-between">
                  <Text color="gray.700">{t.amount}</Text>
                  <Text fontSize="xl" fontWeight="bold" color="brand.800" data-testid="confirm-stake-amount">
                    {quote && formatPoints(quote.amount)}
                  </Text>
                </HStack>
                {quote && <StakeQuoteLines rules={{ stakingRateBps: quote.rateBps, stakingTermDays: quote.termDays, stakingMin: 0 }} quote={quote} />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack w="full" gap="3">
                <Button flex="1" size="lg" variant="outline" onClick={onClose} disabled={sending}>
                  {t.cancel}
                </Button>
                <Button flex="1" size="lg" colorPalette="brand" loading={sending} onClick={onConfirm}>
                  {t.confirm}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
