import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DashboardDay } from '../../../../../shared/api/dashboard';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { longDay } from '../lib/chart-scale';
import { type ChartSeries, DayBarsChart } from './DayBarsChart';

const t = texts.console.dashboard.charts;

/** The charts' colours (brand violet, gold, green and red): CSS values, as SVG wants them. */
const COLORS = { stakes: '#7950f2', payouts: '#fab005', gain: '#2f9e44', loss: '#e03131' } as const;

function Legend({ items }: { items: ReadonlyArray<{ label: string; color: string }> }) {
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm" color="gray.600">
      {items.map((item) => (
        <HStack key={item.label} gap="1.5">
          <Box w="3" h="3" borderRadius="sm" bg={item.color} aria-hidden />
          <Text>{item.label}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * The 30 days in two charts: stakes beside payouts, and the house result (green above zero, red
 * below). One day is read out in full above them (today at first; hover or tap picks another, in
 * either chart).
 */
export function DashboardCharts({ days }: { days: readonly DashboardDay[] }) {
  const [selected, setSelected] = useState(days.length - 1);
  const day = days[selected] ?? days[days.length - 1];
  const dates = days.map((d) => d.day);
  const money: ChartSeries[] = [
    { label: t.stakes, color: COLORS.stakes, values: days.map((d) => d.stakes) },
    { label: t.payouts, color: COLORS.payouts, values: days.map((d) => d.payouts) },
  ];
  const house: ChartSeries[] = [{ label: t.house, color: COLORS.gain, negativeColor: COLORS.loss, values: days.map((d) => d.houseResult) }];
  const quiet = days.every((d) => d.stakes === 0 && d.payouts === 0);

  return (
    <Stack gap="4" bg="white" borderRadius="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
      <Stack gap="1">
        <Heading size="md">{t.title}</Heading>
        <Text fontSize="sm" color="gray.500">
          {quiet ? t.empty : t.hint}
        </Text>
      </Stack>
      {day && (
        <HStack gap="4" wrap="wrap" fontSize="sm" data-testid="chart-readout" aria-live="polite">
          <Text fontWeight="bold">{longDay(day.day)}</Text>
          <Text>
            {t.stakes}: <b>{formatPoints(day.stakes)}</b>
          </Text>
          <Text>
            {t.payouts}: <b>{formatPoints(day.payouts)}</b>
          </Text>
          <Text color={day.houseResult < 0 ? 'red.600' : 'green.700'}>
            {t.house}: <b>{formatPoints(day.houseResult)}</b>
          </Text>
        </HStack>
      )}
      <Stack gap="2">
        <Text fontWeight="semibold">{t.stakesPayouts}</Text>
        <Legend items={money} />
        <DayBarsChart title={t.stakesPayouts} days={dates} series={money} selected={selected} onSelect={setSelected} testId="chart-money" />
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">{t.houseResult}</Text>
        <DayBarsChart title={t.houseResult} days={dates} series={house} selected={selected} onSelect={setSelected} testId="chart-house" />
      </Stack>
    </Stack>
  );
}
