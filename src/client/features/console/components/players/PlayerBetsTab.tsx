import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type Zone, ZONES } from '../../../../../shared/game';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { formatDateTime } from '../../../../lib/format';
import { useGetAdminPlayerBetsQuery } from '../../api/players-api';
import { ExportCsvButton } from '../ExportCsvButton';
import { Pager } from '../Pager';
import { EmptyRow } from '../EmptyRow';

const t = texts.console.players.bets;
const PAGE_SIZE = 20;
const STATUS_PALETTE = { PENDING: 'gray', WON: 'green', LOST: 'red' } as const;

/** The bets tab: every bet with its round and outcome, newest first; one zone or all. */
export function PlayerBetsTab({ id, incId }: { id: number; incId: number }) {
  const [zone, setZone] = useState<Zone | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetAdminPlayerBetsQuery({ id, page, limit: PAGE_SIZE, ...(zone ? { zone } : {}) });
  const choose = (z: Zone | undefined) => {
    setZone(z);
    setPage(1);
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
      {data && (
        <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto" aria-busy={isFetching || undefined}>
          <Table.Root size="sm" data-testid="bets-table">
            <Table.Header>
              <Table.Row bg="gray.50">
                <Table.ColumnHeader>{t.time}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.zone}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.round}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.gate}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.amount}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.result}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.status}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.payout}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.results.map((bet) => (
                <Table.Row key={bet.id} data-testid="bet-row">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(bet.createdAt)}</Table.Cell>
                  <Table.Cell>{texts.game.zones[bet.session.zone]}</Table.Cell>
                  <Table.Cell>#{bet.session.incId}</Table.Cell>
                  <Table.Cell>{texts.game.placedGates[bet.gate]}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatPoints(bet.amount)}
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{bet.roundResult ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATUS_PALETTE[bet.status]}>{texts.game.home.betStatus[bet.status]}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatPoints(bet.winnings)}
                  </Table.Cell>
                </Table.Row>
              ))}
              {data.results.length === 0 && <EmptyRow columns={8} />}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {data && data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} onPage={setPage} />}
    </Stack>
  );
}
