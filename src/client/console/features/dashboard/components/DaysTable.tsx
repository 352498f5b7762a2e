import { Badge, Box, Heading, HStack, Table } from '@chakra-ui/react';
import type { DashboardDay } from '../../../../../shared/api/dashboard';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { longDay } from '../lib/chart-scale';
import { ExportCsvButton } from '../../../components/ExportCsvButton';

const t = texts.console.dashboard;

/** The 30 days as figures, newest first (the CSV export has them oldest first, as a spreadsheet charts them). */
export function DaysTable({ days }: { days: readonly DashboardDay[] }) {
  const today = days[days.length - 1]?.day;
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" overflow="hidden">
      <HStack justify="space-between" p={{ base: '3', md: '4' }} gap="2" wrap="wrap">
        <Heading size="md">{t.table.title}</Heading>
        <ExportCsvButton path="/admin/dashboard/export.csv" filename={`dashboard-${today ?? ''}.csv`} />
      </HStack>
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="days-table">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader>{t.table.day}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.charts.stakes}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.charts.payouts}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.charts.house}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...days].reverse().map((d) => (
              <Table.Row key={d.day} data-testid="days-row">
                <Table.Cell whiteSpace="nowrap">
                  {longDay(d.day)}
                  {d.day === today && (
                    <Badge ms="2" colorPalette="brand" size="sm">
                      {t.table.today}
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatPoints(d.stakes)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatPoints(d.payouts)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold" color={d.houseResult < 0 ? 'red.600' : 'green.700'}>
                  {formatPoints(d.houseResult)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
