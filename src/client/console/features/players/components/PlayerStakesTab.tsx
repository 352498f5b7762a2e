import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Stake } from '../../../../../shared/api/growth';
import { formatPoints } from '../../../../../shared/money';
import { PUBLIC_ID_OFFSET } from '../../../../../shared/players';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { formatDate } from '../../../../lib/format';
import { useGetAdminPlayerStakesQuery } from '../api/players-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';

const t = texts.console.players.stakes;

const columns: readonly Column<Stake>[] = [
  { header: t.amount, numeric: true, cell: (s) => formatPoints(s.amount) },
  { header: t.rate, align: 'end', cell: (s) => `${s.rateBps / 100}%` },
  { header: t.term, cell: (s) => `${s.daysPaid}/${t.days(s.termDays)}` },
  { header: t.paid, numeric: true, cell: (s) => formatPoints(s.rewardsPaid) },
  { header: t.startedAt, cell: (s) => formatDate(s.startedAt) },
  { header: t.maturesAt, cell: (s) => formatDate(s.maturesAt) },
  { header: t.status, cell: (s) => <Badge colorPalette={s.status === 'ACTIVE' ? 'blue' : 'green'}>{texts.growth.staking.status[s.status]}</Badge> },
];

/** The stakes tab: every stake with its fixed rate and term, what it has paid so far, and its state. */
export function PlayerStakesTab({ id }: { id: number }) {
  const { data, isFetching } = useGetAdminPlayerStakesQuery(id);
  if (!data) return isFetching ? <Text color="gray.500">{texts.console.loading}</Text> : null;
  return (
    <Stack pt="2">
      <HStack justify="flex-end">
        <ExportCsvButton path={`/admin/players/${id}/stakes/export.csv`} filename={`player-${id + PUBLIC_ID_OFFSET}-stakes.csv`} />
      </HStack>
      <DataTable columns={columns} rows={data.results} rowKey={(s) => s.id} testId="stakes-table" rowTestId="stake-row" empty={texts.console.empty} />
    </Stack>
  );
}
