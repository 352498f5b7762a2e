import { Box, HStack, Text } from '@chakra-ui/react';
import { formatPoints, unitsToPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { bpsToPercent, type FeeTier, type WithdrawalQuote } from '../../../../shared/withdrawals';
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

/** The fee tiers in one line: 'Phí quy đổi: dưới 200,000 điểm: 15% · ... · còn lại: 30%'. */
export function FeeTiersHint({ tiers }: { tiers: readonly FeeTier[] }) {
  const parts = tiers.map((tier) =>
    tier.below === null ? t.feeRest(String(bpsToPercent(tier.bps))) : t.feeBelow(formatPoints(tier.below), String(bpsToPercent(tier.bps))),
  );
  return (
    <Text fontSize="xs" color="gray.600">
      {t.feeTiers}: {parts.join(' · ')}
    </Text>
  );
}
