import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
    <ConfirmDialog open={Boolean(quote)} title={t.confirmTitle} confirmLabel={t.confirm} cancelLabel={t.cancel} sending={sending} onConfirm={onConfirm} onClose={onClose}>
      <Stack gap="3">
        <QuoteLines quote={quote} />
        <Text fontSize="sm" color="gray.600">
          {t.toAccount}: {bank.bankName} · {bank.bankAccountNumber} · {bank.bankAccountHolder}
        </Text>
      </Stack>
    </ConfirmDialog>
  );
}
