import { Box, HStack, List, Text } from '@chakra-ui/react';
import { formatPoints, unitsToPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { bpsToPercent, type WithdrawalQuote, type WithdrawalTermsRules, withdrawalTermsLines } from '../../../../shared/withdrawals';
import { formatVnd } from '../../../lib/format';

const t = texts.accountArea.withdraw;

/** The fee and the net VND of a withdrawal, as the server will store them (same shared function). */
export function QuoteLines({ quote }: { quote: WithdrawalQuote | undefined }) {
  const rows: Array<[string, string, string]> = [
    [t.amount, quote ? formatPoints(unitsToPoints(quote.amount)) : '–', 'quote-amount'],
    [quote ? t.fee(String(bpsToPercent(quote.feeBps))) : t.feeLabel, quote ? formatPoints(unitsToPoints(quote.fee)) : '–', 'quote-fee'],
    [t.net, quote ? formatVnd(quote.netVnd) : '–', 'quote-net'],
  ];
  return (
    <Box bg="brand.50" borderRadius="lg" px="4" py="2">
      {rows.map(([label, value, testId], i) => (
        <HStack key={testId} justify="space-between" minH="8" fontWeight={i === 2 ? 'bold' : 'normal'}>
          <Text color="gray.700">{label}</Text>
          <Text data-testid={testId} color={i === 2 ? 'brand.800' : undefined} fontVariantNumeric="tabular-nums">
            {value}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}

/**
 * The rules in force, in the terms' own lines (the same shared generator): the minimum and the VND
 * rate, then each fee tier; an operator's change of the tiers changes them.
 */
export function FeeTiersHint({ rules }: { rules: WithdrawalTermsRules }) {
  return (
    <Box fontSize="xs" color="gray.600" data-testid="fee-tiers">
      <Text fontWeight="semibold">{t.feeTiers}</Text>
      <List.Root ps="4" gap="0.5">
        {withdrawalTermsLines(rules).map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
