import { useEffect, useMemo } from 'react';
import type { Round } from '../../../../shared/api/rounds';
import type { SystemResponse } from '../../../../shared/api/system';
import type { Zone } from '../../../../shared/game';
import { useGetSystemQuery } from '../../../api/system';
import { useAppDispatch, useAppSelector } from '../../../stores/hooks';
import { atMarks, useCountdown } from '../../../hooks/use-countdown';
import { useSaved } from '../../../hooks/use-saved';
import { snapshotKeys } from '../../../stores/offline-slice';
import { countdownEnded } from '../../../stores/realtime-actions';
import { selectCurrentRound, selectLastRound, selectServerOffsetMs, systemFetched } from '../../../stores/system-slice';

/** If no new round has replaced an ended one this long after its end, the server is asked directly. */
const STALE_ROUND_REFETCH_MS = 5_000;

/**
 * A zone's open round and last result, whether bets are locked and whether the round has ended, on
 * the server's clock (`offsetMs`). The screen using it renders again only when one of those changes,
 * not every second: the clock itself is a component of its own (RoundPanel's Countdown). When the
 * round ends the socket layer re-syncs (countdownEnded); should nothing new arrive (socket down),
 * GET /v1/system is asked every few seconds until the next round shows, and likewise until it has
 * answered at all (its game rules: lock, limits, payout).
 */
export function useZoneRound(zone: Zone) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => selectCurrentRound(state, zone));
  const last = useAppSelector((state) => selectLastRound(state, zone));
  const offsetMs = useAppSelector(selectServerOffsetMs);
  // Only the data: a refetch's loading flags do not render Home again.
  const { data: live, refetch } = useGetSystemQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  // Reopened offline (no answer yet): the last answer kept, with its rounds, lengths and rules.
  const { data: system, savedAt, fromSaved } = useSaved<SystemResponse>(snapshotKeys.system, { data: live });
  const savedRounds = fromSaved && current === undefined ? system : undefined;
  useEffect(() => {
    if (savedRounds && savedAt !== undefined) dispatch(systemFetched({ serverTime: savedRounds.serverTime, receivedAt: savedAt, zones: savedRounds.zones }));
  }, [dispatch, savedRounds, savedAt]);
  const endMs = current ? Date.parse(current.endTime) : undefined;
  const incId = current?.incId;
  // The operator's lock in force; unknown until GET /v1/system answers (Home takes no bet before).
  const lockMs = system ? system.game.betLockSeconds * 1000 : undefined;
  const atLock = useMemo(() => atMarks(lockMs ?? 0), [lockMs]);
  const remainingMs = useCountdown(
    endMs,
    offsetMs,
    () => {
      if (incId !== undefined) dispatch(countdownEnded({ zone, incId }));
    },
    atLock,
  );
  const ended = remainingMs === 0;

  // Asked again too while the rules in force are missing (a failed first answer): Home's bets wait for them.
  const rulesMissing = live === undefined;
  useEffect(() => {
    if (!ended && !rulesMissing) return;
    const timer = setInterval(() => void refetch(), STALE_ROUND_REFETCH_MS);
    return () => clearInterval(timer);
  }, [ended, rulesMissing, refetch]);

  const locked = remainingMs !== undefined && lockMs !== undefined && remainingMs <= lockMs;
  return { current, last, offsetMs, ended, locked, system, savedAt, fromSaved };
}

/** Time left in `round` on the server's clock, fresh every second: for the clocks' own small components only. */
export function useTimeLeft(round: Round | undefined, offsetMs: number): number | undefined {
  return useCountdown(round ? Date.parse(round.endTime) : undefined, offsetMs);
}
