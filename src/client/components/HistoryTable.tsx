import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { formatPoints } from '../../shared/money';
import { texts } from '../../shared/texts';
import { formatDate, formatTime } from '../lib/format';
import { StatusBadge, type StatusTone } from './StatusBadge';

const t = texts.accountArea.history;

export interface HistoryRow {
  readonly id: number;
  readonly createdAt: string;
  /** Points. */
  readonly amount: number;
  readonly status: { readonly label: string; readonly tone: StatusTone };
  readonly note: string | null;
}

/**
 * The table of the withdrawal and deposit histories (spec section 2): Time, Points, Status; a row
 * with a note gets a line 'Ghi chú: {note}'; the footer gives the number of orders and the total.
 */
export function HistoryTable({ rows, count, total }: { rows: readonly HistoryRow[]; count: number; total: number }) {
  return (
    <Box bg="white" borderRadius="xl" boxShadow="xs" overflow="hidden">
      <Table.Root size="sm" data-testid="history-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.points}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.status}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Fragment key={row.id}>
              <Table.Row data-testid="history-row" css={row.note ? { '& > td': { borderBottomWidth: 0 } } : undefined}>
                <Table.Cell py="2.5">
                  <Stack gap="0">
                    <Text>{formatDate(row.createdAt)}</Text>
                    <Text fontSize="xs" color="gray.500">
                      {formatTime(row.createdAt)}
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {formatPoints(row.amount)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <StatusBadge label={row.status.label} tone={row.status.tone} />
                </Table.Cell>
              </Table.Row>
              {row.note && (
                <Table.Row>
                  <Table.Cell colSpan={3} pt="0" fontSize="sm" color="gray.600" data-testid="history-note">
                    {t.note(row.note)}
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={3} textAlign="center" color="gray.500" py="8">
                {t.empty}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
      <HistoryFooter items={[[t.orders, count.toLocaleString('en-US')], [t.totalPoints, formatPoints(total)]]} rule={t.countsRule} />
    </Box>
  );
}

/** The totals line under a history, with the rule of what it counts when some rows are left out. */
export function HistoryFooter({ items, rule }: { items: ReadonlyArray<readonly [string, string]>; rule?: string }) {
  return (
    <Box display="flex" flexWrap="wrap" justifyContent="space-between" columnGap="4" rowGap="1" px="4" py="3" bg="brand.50" borderTopWidth="1px" fontSize="sm" data-testid="history-footer">
      {items.map(([label, value]) => (
        <Text key={label}>
          {label}:{' '}
          <Text as="span" fontWeight="bold" color="brand.800">
            {value}
          </Text>
        </Text>
      ))}
      {rule && (
        <Text flexBasis="full" fontSize="xs" color="gray.600">
          {rule}
        </Text>
      )}
    </Box>
  );
}
