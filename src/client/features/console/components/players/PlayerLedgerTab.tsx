import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { formatDateTime } from '../../../../lib/format';
import { useGetAdminPlayerLedgerQuery } from '../../api/players-api';
import { ExportCsvButton } from '../ExportCsvButton';
import { Pager } from '../Pager';
import { EmptyRow } from '../EmptyRow';

const t = texts.console.players.ledger;
const PAGE_SIZE = 20;

/** A signed change: +1,000 / -100.5. */
const signed = (points: number) => `${points > 0 ? '+' : ''}${formatPoints(points)}`;

/** The ledger tab: every change of the balance, newest first, with the balance right after it. */
export function PlayerLedgerTab({ id, incId }: { id: number; incId: number }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetAdminPlayerLedgerQuery({ id, page, limit: PAGE_SIZE });

  return (
    <Stack gap="3" pt="2">
      <HStack justify="flex-end">
        <ExportCsvButton path={`/admin/players/${id}/ledger/export.csv`} filename={`player-${incId}-ledger.csv`} />
      </HStack>
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && (
        <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto" aria-busy={isFetching || undefined}>
          <Table.Root size="sm" data-testid="ledger-table">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.kind}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.delta}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.balanceAfter}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.note}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.results.map((row) => (
                <Table.Row key={row.id} data-testid="ledger-row">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(row.createdAt)}</Table.Cell>
                  <Table.Cell>{t.kinds[row.kind] ?? row.kind}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color={row.delta < 0 ? 'red.600' : 'green.700'}>
                    {signed(row.delta)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold">
                    {formatPoints(row.balanceAfter)}
                  </Table.Cell>
                  <Table.Cell color="gray.700">{row.note}</Table.Cell>
                </Table.Row>
              ))}
              {data.results.length === 0 && <EmptyRow columns={5} />}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {data && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} />}
    </Stack>
  );
}
