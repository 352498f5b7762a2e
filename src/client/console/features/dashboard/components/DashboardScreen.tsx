import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { formatPoints } from '../../../../../shared/money';
import { texts } from '../../../../../shared/texts';
import { paths } from '../../../../config/paths';
import { formatDateTimeSeconds } from '../../../../lib/format';
import { FIGURES_POLL_MS, ONLINE_POLL_MS, useGetDashboardOnlineQuery, useGetDashboardQuery, useGetPushCountQuery } from '../api/dashboard-api';
import { DashboardCharts } from './DashboardCharts';
import { DaysTable } from './DaysTable';
import { PendingLink } from './PendingLink';
import { SecondFactorLocks } from './SecondFactorLocks';
import { SetupChecklist } from './SetupChecklist';
import { StatCard } from './StatCard';
import { ScreenTitle } from '../../../components/ScreenTitle';

const t = texts.console.dashboard;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * /admin (the console's first screen): players, who is online (polled every 15 s), today's stakes,
 * payouts and house result, the queues waiting for an operator, and 30 days in charts and a table;
 * above them, what is not set up yet (SetupChecklist).
 */
export function DashboardScreen() {
  const { data, isFetching } = useGetDashboardQuery(undefined, { pollingInterval: FIGURES_POLL_MS, skipPollingIfUnfocused: true });
  const { data: polled } = useGetDashboardOnlineQuery(undefined, { pollingInterval: ONLINE_POLL_MS, skipPollingIfUnfocused: true });
  const online = polled ?? data?.online;
  const { data: push } = useGetPushCountQuery(undefined, { pollingInterval: FIGURES_POLL_MS, skipPollingIfUnfocused: true });

  return (
    <Stack gap="5" aria-busy={isFetching || undefined}>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <ScreenTitle>{t.title}</ScreenTitle>
        {data && (
          <Text fontSize="sm" color="gray.500">
            {t.updatedAt(formatDateTimeSeconds(data.generatedAt))}
          </Text>
        )}
      </HStack>
      {data && <SecondFactorLocks locks={data.secondFactorLocks} />}
      <SetupChecklist />
      {!data && <Text color="gray.500">{texts.console.loading}</Text>}
      {data && (
        <>
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', '2xl': 'repeat(6, minmax(0, 1fr))' }} gap="3">
            <StatCard label={t.cards.players} value={count(data.players.total)} detail={t.cards.newToday(count(data.players.newToday))} testId="stat-players" />
            <StatCard
              label={t.cards.online}
              value={count(online?.players ?? 0)}
              detail={
                <>
                  <Text>{t.cards.onlineSockets(count(online?.sockets ?? 0))}</Text>
                  <Text color={online?.complete === false ? 'orange.600' : undefined}>{online?.complete === false ? t.cards.onlinePartial : t.cards.onlineLive}</Text>
                </>
              }
              testId="stat-online"
            />
            <StatCard label={t.cards.stakesToday} value={formatPoints(data.today.stakes)} detail={t.cards.points} testId="stat-stakes" />
            <StatCard label={t.cards.payoutsToday} value={formatPoints(data.today.payouts)} detail={t.cards.points} testId="stat-payouts" />
            <StatCard
              label={t.cards.houseToday}
              value={formatPoints(data.today.houseResult)}
              valueColor={data.today.houseResult < 0 ? 'red.600' : 'green.700'}
              detail={t.cards.points}
              testId="stat-house"
            />
            <StatCard label={t.cards.push} value={push ? count(push.players) : '–'} detail={push && t.cards.pushDevices(count(push.subscriptions))} testId="stat-push" />
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
            <PendingLink label={t.pending.withdrawals} count={data.pending.withdrawals} to={paths.admin.withdrawals} testId="pending-withdrawals" />
            <PendingLink label={t.pending.verifications} count={data.pending.verifications} to={paths.admin.verifications} testId="pending-verifications" />
          </Grid>
          <DashboardCharts days={data.days} />
          <DaysTable days={data.days} />
        </>
      )}
    </Stack>
  );
}
