import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatPoints } from '../../shared/money';
import { texts } from '../../shared/texts';
import { formatDate, formatTime } from '../lib/format';
import { type Column, DataTable } from './DataTable';
import { StatusBadge, type StatusTone } from './StatusBadge';

const t = texts.accountArea.history;

export interface HistoryRow {
  readonly id: number;
  readonly createdAt: string;
  /** Points. */
  readonly amount: number;
  readonly status: { readonly label: string; readonly tone: StatusTone };
  readonly note: string | null;
  /** What the player can still do with it (cancel a pending withdrawal), on the line under it. */
  readonly action?: ReactNode;
}

const columns: readonly Column<HistoryRow>[] = [
  {
    header: t.time,
    cellProps: { py: '2.5' },
    cell: (row) => (
      <Stack gap="0">
        <Text>{formatDate(row.createdAt)}</Text>
        <Text fontSize="xs" color="gray.500">
          {formatTime(row.createdAt)}
        </Text>
      </Stack>
    ),
  },
  { header: t.points, numeric: true, cellProps: { fontWeight: 'semibold' }, cell: (row) => formatPoints(row.amount) },
  { header: t.status, align: 'end', cell: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} /> },
];

/**
 * The table of the withdrawal and deposit histories (spec section 2): Time, Points, Status; a row
 * with a note gets a line 'Ghi chú: {note}'; the footer gives the number of orders and the total.
 */
export function HistoryTable({ rows, count, total, rule = t.countsRule }: { rows: readonly HistoryRow[]; count: number; total: number; rule?: string }) {
  return (
    <DataTable
      variant="card"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      testId="history-table"
      // A row and its note read as one: no rule between them.
      rowProps={(row) => ({ 'data-testid': 'history-row', css: row.note || row.action ? { '& > td': { borderBottomWidth: 0 } } : undefined })}
      detail={(row) => (row.note || row.action ? { content: <RowDetailLine row={row} />, cellProps: { pt: '0', fontSize: 'sm', color: 'gray.600' } } : null)}
      empty={t.empty}
      footer={<HistoryFooter items={[[t.orders, count.toLocaleString('en-US')], [t.totalPoints, formatPoints(total)]]} rule={rule} />}
    />
  );
}

/** A row's note ('Ghi chú: ...') and what can still be done with it, side by side. */
function RowDetailLine({ row }: { row: HistoryRow }) {
  return (
    <HStack justify="space-between" gap="3">
      {row.note ? <Text data-testid="history-note">{t.note(row.note)}</Text> : <span />}
      {row.action}
    </HStack>
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
