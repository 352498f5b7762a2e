import { Grid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReferralSummary } from '../../../../shared/api/growth';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';

const t = texts.growth.reference;

/** Commissions credited today (Vietnam time) and in all, in points. */
export function CommissionCard({ summary }: { summary: ReferralSummary | undefined }) {
  const figures: Array<[string, number | undefined, string]> = [
    [t.commissionToday, summary?.commissionToday, 'commission-today'],
    [t.commissionTotal, summary?.commissionTotal, 'commission-total'],
  ];
  return (
    <Grid templateColumns="1fr 1fr" gap="3">
      {figures.map(([label, value, testId]) => (
        <Stack key={testId} gap="1" bg="white" borderRadius="xl" p="4" boxShadow="xs">
          <Text fontSize="sm" color="gray.600">
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h="7" w="24" />
          ) : (
            <Text fontSize="xl" fontWeight="bold" color="brand.800" lineHeight="1.75rem" fontVariantNumeric="tabular-nums" data-testid={testId}>
              {formatPoints(value)}
            </Text>
          )}
        </Stack>
      ))}
    </Grid>
  );
}
