import { Box, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import type { GrowthRules } from '../../../../shared/api/growth';
import { boxOdds } from '../../../../shared/growth';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';

const t = texts.growth.box;

/** A chance (0..1) as a percentage with at most two decimals: 0.0525 -> '5.25%'. */
function percent(chance: number): string {
  return `${formatPoints(Math.round(chance * 10_000) / 100)}%`;
}

/**
 * What a box holds before it is bought: every prize with its chance, and what a box returns on
 * average (its expected value), next to its price.
 */
export function BoxOdds({ rules }: { rules: Pick<GrowthRules, 'boxPrice' | 'boxPrizes'> | undefined }) {
  if (!rules) return <Skeleton h="40" borderRadius="lg" />;
  const { chances, expectedPoints } = boxOdds(rules.boxPrizes);
  return (
    <Box bg="brand.50" borderRadius="lg" overflow="hidden">
      <Table.Root size="sm" data-testid="box-odds">
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" fontWeight="semibold" color="gray.700">
          {t.odds}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="transparent">
            <Table.ColumnHeader>{t.prize}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{texts.accountArea.history.points}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.chance}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rules.boxPrizes.map((prize, i) => (
            <Table.Row key={prize.name} bg="transparent" data-testid="box-prize">
              <Table.Cell>{prize.name}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatPoints(prize.points)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {percent(chances[i]!)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Line label={t.price} value={formatPoints(rules.boxPrice)} testId="box-price" />
      <Line label={t.expected} value={formatPoints(expectedPoints)} testId="box-expected" />
    </Box>
  );
}

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <HStack justify="space-between" px="3" minH="8" borderTopWidth="1px" borderColor="brand.100">
      <Text color="gray.700">{label}</Text>
      <Text fontWeight="bold" color="brand.800" fontVariantNumeric="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </HStack>
  );
}
