import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminPlayerBet } from '../../../../../shared/api/admin-players';
import { type Zone, ZONES } from '../../../../../shared/game';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../lib/format';
import { useGetAdminPlayerBetsQuery } from '../api/players-api';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Pager } from '../../../components/Pager';
import { type PageAt, useCursorPages } from '../../../lib/cursor-pages';

const t = texts.console.players.bets;
const PAGE_SIZE = 20;
const STATUS_PALETTE = { PENDING: 'gray', WON: 'green', LOST: 'red' } as const;

const columns: readonly Column<AdminPlayerBet>[] = [
  { header: t.time, cellProps: { whiteSpace: 'nowrap' }, cell: (bet) => formatDateTime(bet.createdAt) },
  { header: t.zone, cell: (bet) => texts.game.zones[bet.session.zone] },
  { header: t.round, cell: (bet) => `#${bet.session.incId}` },
  { header: t.gate, cell: (bet) => texts.game.placedGates[bet.gate] },
  { header: t.amount, numeric: true, cell: (bet) => formatPoints(bet.amount) },
  { header: t.result, cellProps: { fontFamily: 'mono' }, cell: (bet) => bet.roundResult ?? '—' },
  { header: t.status, cell: (bet) => <Badge colorPalette={STATUS_PALETTE[bet.status]}>{texts.game.home.betStatus[bet.status]}</Badge> },
  { header: t.payout, numeric: true, cell: (bet) => formatPoints(bet.winnings) },
];

/** The bets tab: every bet with its round and outcome, newest first; one zone or all. */
export function PlayerBetsTab({ id, incId }: { id: number; incId: number }) {
  const [zone, setZone] = useState<Zone | undefined>(undefined);
  const [at, setAt] = useState<PageAt>({ page: 1 });
  const { data, currentData, isFetching } = useGetAdminPlayerBetsQuery({ id, ...at, limit: PAGE_SIZE, ...(zone ? { zone } : {}) });
  const pageAt = useCursorPages(`bets\n${id}\n${zone ?? ''}`, currentData);
  const choose = (z: Zone | undefined) => {
    setZone(z);
    setAt({ page: 1 });
  };

  return (
    <Stack gap="3" pt="2">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap" role="group" aria-label={t.zone}>
          {[undefined, ...ZONES].map((z) => (
            <Button key={z ?? 'ALL'} size="sm" variant={z === zone ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={z === zone} onClick={() => choose(z)}>
              {z ? texts.game.zones[z] : t.allZones}
            </Button>
          ))}
        </HStack>
        <ExportCsvButton path={`/admin/players/${id}/bets/export.csv`} params={{ zone }} filename={`player-${incId}-bets.csv`} />
      </HStack>
      {!data && isFetching && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && <DataTable columns={columns} rows={data.results} rowKey={(bet) => bet.id} testId="bets-table" rowTestId="bet-row" empty={texts.console.empty} busy={isFetching} />}
      {data && data.totalPages > 1 && <Pager page={at.page} totalPages={data.totalPages} onPage={(p) => setAt(pageAt(p))} />}
    </Stack>
  );
}
