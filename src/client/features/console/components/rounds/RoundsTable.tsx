import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import type { AdminRound } from '../../../../../shared/api/admin-rounds';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { ResultDigits } from '../../../../components/round/ResultDigits';
import { formatDateTimeSeconds } from '../../../../lib/format';

const t = texts.console.rounds;

/** A long hex value, cut to its start; the whole of it is in the cell's title and in the check. */
function Hex({ value, label }: { value: string; label: string }) {
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" title={value} aria-label={`${label}: ${value}`}>
      {value.slice(0, 12)}…
    </Text>
  );
}

/** The house's side of a round: positive when it kept more than it paid. */
function HouseResult({ points }: { points: number | null }) {
  if (points === null) return <Text as="span" color="gray.500">—</Text>;
  return (
    <Text as="span" color={points > 0 ? 'green.700' : points < 0 ? 'red.700' : 'gray.700'} fontWeight="semibold">
      {points > 0 ? '+' : ''}
      {formatPoints(points)}
    </Text>
  );
}

/** A page of rounds; a settled one opens its check. Scrolls sideways on a phone. */
export function RoundsTable({ rounds, busy, onCheck }: { rounds: readonly AdminRound[]; busy: boolean; onCheck: (round: AdminRound) => void }) {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" overflowX="auto" aria-busy={busy || undefined}>
      <Table.Root size="sm" data-testid="rounds-table">
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader>{t.round}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.endTime}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.result}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.seed}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.seedHash}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.betCount}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.totalBet}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.totalPayout}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.houseResult}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rounds.map((r) => (
            <Table.Row key={r.id} data-testid="round-row" data-inc-id={r.incId}>
              <Table.Cell fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {r.incId}
                {r.status === 'OPEN' && (
                  <Badge ms="2" colorPalette="orange" size="sm">
                    {t.status.OPEN}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTimeSeconds(r.endTime)}</Table.Cell>
              <Table.Cell>
                <ResultDigits result={r.result} label={t.result} />
              </Table.Cell>
              <Table.Cell>{r.seed ? <Hex value={r.seed} label={t.seed} /> : <Text as="span" fontSize="xs" color="gray.500">{t.notRevealed}</Text>}</Table.Cell>
              <Table.Cell>
                <Hex value={r.seedHash} label={t.seedHash} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {r.betCount.toLocaleString('en-US')}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatPoints(r.totalBet)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {r.totalPayout === null ? '—' : formatPoints(r.totalPayout)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="house-result">
                <HouseResult points={r.houseResult} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" disabled={r.status !== 'SETTLED'} aria-label={t.verifyTitle(r.incId)} onClick={() => onCheck(r)}>
                  {t.verify}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
