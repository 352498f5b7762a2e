import { Button, Field, Grid, Input, Stack } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import type { Withdrawal, WithdrawalsResponse } from '../../../../shared/api/withdrawals';
import { texts } from '../../../../shared/texts';
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

/**
 * /generate-data: the player's withdrawals over a date range (local days), with count, total and a
 * CSV download (decisions section 6). Offline, the saved full list is filtered to the range.
 */
export function GenerateDataScreen() {
  const [from, setFrom] = useState(() => dayjs().startOf('month').format(DAY));
  const [to, setTo] = useState(() => dayjs().format(DAY));
  const range = { from: dayjs(from).startOf('day'), to: dayjs(to).endOf('day') };
  const query = useGetWithdrawalsQuery({ from: range.from.toISOString(), to: range.to.toISOString() }, { skip: range.from.isAfter(range.to) });
  const saved = useSaved<WithdrawalsResponse>(snapshotKeys.withdrawals, {});
  const inRange = (w: Withdrawal) => !dayjs(w.createdAt).isBefore(range.from) && !dayjs(w.createdAt).isAfter(range.to);
  const list = query.data?.withdrawals ?? saved.data?.withdrawals.filter(inRange);
  const totals = query.data ? { count: query.data.totalWithdrawals, total: query.data.totalWithdrawalAmount } : list && withdrawalTotals(list);
  const fromId = useId();
  const toId = useId();

  return (
    <>
      <ScreenHeader title={t.title} backTo={paths.account} />
      <ScreenBody loading={!list && query.isFetching}>
        <Grid templateColumns="1fr 1fr" gap="3" bg="white" borderRadius="xl" p="4" boxShadow="xs">
          <Field.Root minW="0">
            <Field.Label htmlFor={fromId}>{t.from}</Field.Label>
            <Input id={fromId} type="date" size="lg" minW="0" px="2" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root minW="0">
            <Field.Label htmlFor={toId}>{t.to}</Field.Label>
            <Input id={toId} type="date" size="lg" minW="0" px="2" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
          </Field.Root>
        </Grid>
        <SavedDataNotice savedAt={query.data ? query.fulfilledTimeStamp : saved.savedAt} fromSaved={!query.data && saved.fromSaved} />
        {list && totals && (
          <Stack gap="3">
            <HistoryTable rows={list.map(toHistoryRow)} count={totals.count} total={totals.total} />
            <Button size="lg" colorPalette="brand" variant="outline" bg="white" disabled={list.length === 0} onClick={() => downloadCsv(`quy-doi_${from}_${to}.csv`, withdrawalsCsv(list))}>
              {t.download}
            </Button>
          </Stack>
        )}
      </ScreenBody>
    </>
  );
}
