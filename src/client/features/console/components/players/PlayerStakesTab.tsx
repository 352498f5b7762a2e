import { Badge, Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { formatPoints } from '../../../../../shared/money';
import { PUBLIC_ID_OFFSET } from '../../../../../shared/players';
import { texts } from '../../../../../shared/texts';
import { formatDate } from '../../../../lib/format';
import { useGetAdminPlayerStakesQuery } from '../../api/players-api';
import { ExportCsvButton } from '../ExportCsvButton';
import { EmptyRow } from '../EmptyRow';

const t = texts.console.players.stakes;

/** The stakes tab: every stake with its fixed rate and term, what it has paid so far, and its state. */
export function PlayerStakesTab({ id }: { id: number }) {
  const { data, isFetching } = useGetAdminPlayerStakesQuery(id);
  if (!data) return isFetching ? <Text color="gray.500">{texts.console.loading}</Text> : null;
  return (
    <Stack pt="2">
      <HStack justify="flex-end">
        <ExportCsvButton path={`/admin/players/${id}/stakes/export.csv`} filename={`player-${id + PUBLIC_ID_OFFSET}-stakes.csv`} />
      </HStack>
      <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto">
        <Table.Root size="sm" data-testid="stakes-table">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.rate}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.term}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.paid}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.startedAt}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.maturesAt}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.results.map((s) => (
              <Table.Row key={s.id} data-testid="stake-row">
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatPoints(s.amount)}
                </Table.Cell>
                <Table.Cell textAlign="end">{`${s.rateBps / 100}%`}</Table.Cell>
                <Table.Cell>{`${s.daysPaid}/${t.days(s.termDays)}`}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatPoints(s.rewardsPaid)}
                </Table.Cell>
                <Table.Cell>{formatDate(s.startedAt)}</Table.Cell>
                <Table.Cell>{formatDate(s.maturesAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={s.status === 'ACTIVE' ? 'blue' : 'green'}>{texts.growth.staking.status[s.status]}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
            {data.results.length === 0 && <EmptyRow columns={7} />}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
