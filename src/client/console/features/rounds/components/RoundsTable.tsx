import { Badge, Button, Text, VisuallyHidden } from '@chakra-ui/react';
import type { AdminRound } from '../../../../../shared/api/admin-rounds';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { type Column, DataTable } from '../../../../components/DataTable';
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
  const columns: readonly Column<AdminRound>[] = [
    {
      header: t.round,
      cellProps: { fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' },
      cell: (r) => (
        <>
          {r.incId}
          {r.status === 'OPEN' && (
            <Badge ms="2" colorPalette="orange" size="sm">
              {t.status.OPEN}
            </Badge>
          )}
        </>
      ),
    },
    { header: t.endTime, cellProps: { whiteSpace: 'nowrap' }, cell: (r) => formatDateTimeSeconds(r.endTime) },
    { header: t.result, cell: (r) => <ResultDigits result={r.result} label={t.result} /> },
    {
      header: t.seed,
      cell: (r) =>
        r.seed ? (
          <Hex value={r.seed} label={t.seed} />
        ) : (
          <Text as="span" fontSize="xs" color="gray.500">
            {t.notRevealed}
          </Text>
        ),
    },
    { header: t.seedHash, cell: (r) => <Hex value={r.seedHash} label={t.seedHash} /> },
    { header: t.betCount, numeric: true, cell: (r) => r.betCount.toLocaleString('en-US') },
    { header: t.totalBet, numeric: true, cell: (r) => formatPoints(r.totalBet) },
    { header: t.totalPayout, numeric: true, cell: (r) => (r.totalPayout === null ? '—' : formatPoints(r.totalPayout)) },
    { header: t.houseResult, numeric: true, cellProps: { 'data-testid': 'house-result' }, cell: (r) => <HouseResult points={r.houseResult} /> },
    {
      header: <VisuallyHidden>{texts.console.actionsColumn}</VisuallyHidden>,
      cell: (r) => (
        <Button size="xs" variant="outline" disabled={r.status !== 'SETTLED'} aria-label={t.verifyTitle(r.incId)} onClick={() => onCheck(r)}>
          {t.verify}
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rounds} rowKey={(r) => r.id} testId="rounds-table" rowProps={(r) => ({ 'data-testid': 'round-row', 'data-inc-id': r.incId })} busy={busy} />;
}
