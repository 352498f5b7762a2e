import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { bpsToPercent } from '../../../../shared/withdrawals';
import type { StakeQuote, StakeRules } from '../lib/stake-quote';

const t = texts.growth.staking;

/**
 * The rate, the term and what the amount typed will earn, before anything is confirmed. The rate and
 * the term come from the rules in force; the rewards wait for a valid amount.
 */
export function StakeQuoteLines({ rules, quote }: { rules: StakeRules | undefined; quote: StakeQuote | undefined }) {
  const rows: Array<[string, string | undefined, string]> = [
    [t.rate, rules && t.ratePerDay(String(bpsToPercent(rules.stakingRateBps))), 'stake-rate'],
    [t.term, rules && t.termDays(rules.stakingTermDays), 'stake-term'],
    [t.dailyReward, rules && (quote ? formatPoints(quote.dailyReward) : '–'), 'stake-daily'],
    [t.totalReward, rules && (quote ? formatPoints(quote.totalReward) : '–'), 'stake-reward'],
  ];
  return (
    <Box bg="brand.50" borderRadius="lg" px="4" py="2">
      {rows.map(([label, value, testId], i) => (
        <HStack key={testId} justify="space-between" minH="8" fontWeight={i === rows.length - 1 ? 'bold' : 'normal'}>
          <Text color="gray.700">{label}</Text>
          {/* The rules load with the page: a fixed-size placeholder keeps the lines in place. */}
          {value === undefined ? (
            <Skeleton h="4" w="20" />
          ) : (
            <Text data-testid={testId} color={i === rows.length - 1 ? 'brand.800' : undefined} fontVariantNumeric="tabular-nums">
              {value}
            </Text>
          )}
        </HStack>
      ))}
      <Text fontSize="xs" color="gray.600" pb="1">
        {t.principalBack}
      </Text>
    </Box>
  );
}
