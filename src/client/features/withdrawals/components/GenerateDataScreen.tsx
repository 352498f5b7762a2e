import { Button, Field, Grid, Stack } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { Withdrawal, WithdrawalsResponse } from '../../../../shared/api/withdrawals';
import { texts } from '../../../../shared/texts';
import { DayInput } from '../../../components/form/DayInput';
import { HistoryTable } from '../../../components/HistoryTable';
import { SavedDataNotice } from '../../../components/SavedDataNotice';
import { ScreenBody } from '../../../components/ScreenBody';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { paths } from '../../../config/paths';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { useGetWithdrawalsQuery } from '../api/withdrawals-api';
import { downloadCsv, withdrawalsCsv } from '../lib/csv';
import { toHistoryRow, withdrawalTotals } from '../lib/status';

const t = texts.accountArea.report;
const DAY = 'YYYY-MM-DD';

/** One end of the range: keeps the last real day typed; says so when the text names none. */
function DayField({ label, value, onDay, error }: { label: string; value: string; onDay: (day: string) => void; error?: string }) {
  const id = useId();
  const [bad, setBad] = useState(false);
  const message = bad ? texts.common.badDay : error;
  return (
    <Field.Root minW="0" invalid={Boolean(message)}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <DayInput
        id={id}
        size="lg"
        minW="0"
        px="2"
        value={value}
        onDayChange={(day) => {
          setBad(!day);
          if (day) onDay(day);
        }}
      />
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Whether the saved first page of the history holds every withdrawal of a range starting at `from`:
 * it holds them all (no page after it), or its oldest row is older than `from` (rows come newest first).
 */
function savedCovers(saved: WithdrawalsResponse, from: dayjs.Dayjs): boolean {
  const oldest = saved.withdrawals.at(-1);
  return !saved.nextCursor || (oldest !== undefined && dayjs(oldest.createdAt).isBefore(from));
}

/**
 * /generate-data: the player's withdrawals over a date range (local days), with count, total and a
 * CSV download (decisions section 6). Offline, the saved first page of the history is filtered to the
 * range when it holds all of it (issue 30: only the first page is kept); else nothing is shown.
 */
export function GenerateDataScreen() {
  const [from, setFrom] = useState(() => dayjs().startOf('month').format(DAY));
  const [to, setTo] = useState(() => dayjs().format(DAY));
  const range = { from: dayjs(from).startOf('day'), to: dayjs(to).endOf('day') };
  const query = useGetWithdrawalsQuery({ from: range.from.toISOString(), to: range.to.toISOString() }, { skip: range.from.isAfter(range.to) });
  const saved = useSaved<WithdrawalsResponse>(snapshotKeys.withdrawals, {});
  const inRange = (w: Withdrawal) => !dayjs(w.createdAt).isBefore(range.from) && !dayjs(w.createdAt).isAfter(range.to);
  const covered = saved.data && savedCovers(saved.data, range.from) ? saved.data : undefined;
  const list = query.data?.withdrawals ?? covered?.withdrawals.filter(inRange);
  const totals = query.data ? { count: query.data.totalWithdrawals ?? 0, total: query.data.totalWithdrawalAmount ?? 0 } : list && withdrawalTotals(list);

  return (
    <>
      <ScreenHeader title={t.title} backTo={paths.account} />
      <ScreenBody loading={!list && query.isFetching}>
        <Grid templateColumns="1fr 1fr" gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
          <DayField label={t.from} value={from} onDay={setFrom} />
          <DayField label={t.to} value={to} onDay={setTo} error={range.from.isAfter(range.to) ? texts.common.dayOrder : undefined} />
        </Grid>
        <SavedDataNotice savedAt={query.data ? query.fulfilledTimeStamp : covered && saved.savedAt} fromSaved={!query.data && covered !== undefined} />
        {list && totals && (
          <Stack gap="3">
            <HistoryTable rows={list.map((w) => toHistoryRow(w))} count={totals.count} total={totals.total} rule={texts.accountArea.history.withdrawalCountsRule} />
            <Button size="lg" colorPalette="brand" variant="outline" bg="white" disabled={list.length === 0} onClick={() => downloadCsv(`quy-doi_${from}_${to}.csv`, withdrawalsCsv(list))}>
              {t.download}
            </Button>
          </Stack>
        )}
      </ScreenBody>
    </>
  );
}
