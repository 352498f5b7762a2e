import { Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { Player } from '../../../../shared/api/players';
import { texts } from '../../../../shared/texts';
import type { WithdrawalQuote } from '../../../../shared/withdrawals';
import { QuoteLines } from './QuoteLines';

const t = texts.accountArea.withdraw;

/** Confirms a withdrawal showing exactly what will be held, kept as the fee and paid out, and where. */
export function ConfirmWithdrawalDialog({
  quote,
  bank,
  sending,
  onConfirm,
  onClose,
}: {
  quote: WithdrawalQuote | undefined;
  bank: Pick<Player, 'bankName' | 'bankAccountNumber' | 'bankAccountHolder'>;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
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
                <QuoteLines quote={quote} />
                <Text fontSize="sm" color="gray.600">
                  {t.toAccount}: {bank.bankName} · {bank.bankAccountNumber} · {bank.bankAccountHolder}
                </Text>
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
