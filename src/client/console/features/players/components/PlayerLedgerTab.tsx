import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { LedgerEntry } from '../../../../../shared/api/ledger';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../lib/format';
import { useGetAdminPlayerLedgerQuery } from '../api/players-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { type PageAt, useCursorPages } from '../../../lib/cursor-pages';

const t = texts.console.players.ledger;
const PAGE_SIZE = 20;

/** A signed change: +1,000 / -100.5. */
const signed = (points: number) => `${points > 0 ? '+' : ''}${formatPoints(points)}`;

const columns: readonly Column<LedgerEntry>[] = [
  { header: t.time, cellProps: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.createdAt) },
  { header: t.kind, cell: (row) => t.kinds[row.kind] ?? row.kind },
  { header: t.delta, numeric: true, cellProps: (row) => ({ color: row.delta < 0 ? 'red.600' : 'green.700' }), cell: (row) => signed(row.delta) },
  { header: t.balanceAfter, numeric: true, cellProps: { fontWeight: 'semibold' }, cell: (row) => formatPoints(row.balanceAfter) },
  { header: t.note, cellProps: { color: 'gray.700' }, cell: (row) => row.note },
];

/** The ledger tab: every change of the balance, newest first, with the balance right after it. */
export function PlayerLedgerTab({ id, incId }: { id: number; incId: number }) {
  const [at, setAt] = useState<PageAt>({ page: 1 });
  const { data, currentData, isFetching } = useGetAdminPlayerLedgerQuery({ id, ...at, limit: PAGE_SIZE });
  const pageAt = useCursorPages(`ledger\n${id}`, currentData);

  return (
    <Stack gap="3" pt="2">
      <HStack justify="flex-end">
        <ExportCsvButton path={`/admin/players/${id}/ledger/export.csv`} filename={`player-${incId}-ledger.csv`} />
      </HStack>
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && <DataTable columns={columns} rows={data.results} rowKey={(row) => row.id} testId="ledger-table" rowTestId="ledger-row" empty={texts.console.empty} busy={isFetching} />}
      {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setAt(pageAt(p))} />}
    </Stack>
  );
}
