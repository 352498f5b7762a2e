import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { formatPoints } from '../../../../shared/money';
import { texts } from '../../../../shared/texts';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { selectProfile, signedOut } from '../../../stores/auth-slice';
import { useGetSafetyQuery, useLazyGetSessionResultQuery } from '../api/safety-api';
import { checksDue, msUntilNextCheck, playedMinutes, type PlaySessionClock } from '../lib/play-session';
import { AppDialog } from '../../../components/AppDialog';

const t = texts.safety.screen;
/** How far back GET .../safety/result looks at most (24 hours, less a minute of margin). */
const RESULT_WINDOW_MS = 24 * 3_600_000 - 60_000;

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <HStack justify="space-between">
      <Text color="gray.600">{label}</Text>
      <Text fontWeight="semibold" data-testid={testId} fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </HStack>
  );
}

/**
 * The reality check (mounted in the signed-in shell): every N minutes of the play session (the
 * player's own interval), a dialog with the time played and this session's net result.
 * 'Tiếp tục' closes it until the next one; 'Dừng chơi' signs out. `session` is the shell's clock
 * (playSessionClock), read when the shell first rendered.
 */
export function RealityCheck({ session }: { session: PlaySessionClock }) {
  // The player's id only: the balance changing (each bet, each poll) does not render the check again.
  const playerId = useAppSelector((state) => selectProfile(state)?.id);
  const { minutes } = useGetSafetyQuery(playerId ?? 0, { skip: playerId === undefined, selectFromResult: ({ data }) => ({ minutes: data?.realityCheckMinutes ?? null }) });
  const { since, openedAt } = session;
  const [shownAt, setShownAt] = useState<number | null>(null);
  /**
   * Intervals the player has been told about: the next check ends the one after. Until the first
   * 'Tiếp tục', those over before this page loaded (a reload mid-session) count as told.
   */
  const [acknowledged, setAcknowledged] = useState<number | null>(null);
  const [fetchResult, result] = useLazyGetSessionResultQuery();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!playerId || !minutes || shownAt !== null) return;
    const told = acknowledged ?? checksDue(since, minutes, openedAt);
    const timer = setTimeout(() => {
      setShownAt(Date.now());
      // The server answers for at most the last 24 hours; a longer session asks for those.
      void fetchResult({ playerId, since: Math.max(since, Date.now() - RESULT_WINDOW_MS) }, false);
    }, msUntilNextCheck(since, minutes, told));
    return () => clearTimeout(timer);
  }, [playerId, minutes, shownAt, since, openedAt, acknowledged, fetchResult]);

  /** Closes the check until the end of the next interval. */
  const close = () => {
    if (minutes) setAcknowledged(checksDue(since, minutes));
    setShownAt(null);
  };

  const played = playedMinutes((shownAt ?? since) - since);
  const data = result.data;
  return (
    <AppDialog
      open={shownAt !== null}
      onClose={close}
      title={t.realityDialogTitle}
      role="alertdialog"
      closeOnInteractOutside={false}
      testId="reality-check"
      footer={
        <HStack w="full" gap="3">
          <Button flex="1" size="lg" variant="outline" colorPalette="red" onClick={() => dispatch(signedOut())}>
            {texts.safety.stop}
          </Button>
          <Button flex="1" size="lg" colorPalette="brand" onClick={close}>
            {texts.safety.continue}
          </Button>
        </HStack>
      }
    >
      <Stack gap="2">
        <Text fontWeight="semibold" data-testid="reality-played">
          {t.played(played.hours ? t.hours(played.hours, played.minutes) : t.minutes(played.minutes))}
        </Text>
        {data && (
          <>
            <Line label={t.net} value={`${data.net > 0 ? '+' : ''}${formatPoints(data.net)}`} testId="reality-net" />
            <Line label={t.stakes} value={formatPoints(data.stakes)} />
            <Line label={t.winnings} value={formatPoints(data.winnings)} />
            <Line label={t.bets} value={String(data.bets)} />
          </>
        )}
      </Stack>
    </AppDialog>
  );
}
