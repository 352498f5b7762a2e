import { useEffect } from 'react';
import { DEFAULT_BET_LOCK_SECONDS, type Zone } from '../../../../shared/game';
import { useGetSystemQuery } from '../../../api/system';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useCountdown } from '../../../hooks/use-countdown';
import { countdownEnded } from '../../../stores/realtime-actions';
import { selectCurrentRound, selectLastRound, selectServerOffsetMs } from '../../../stores/system-slice';

/** If no new round has replaced an ended one this long after its end, the server is asked directly. */
const STALE_ROUND_REFETCH_MS = 5_000;

/**
 * A zone's open round and last result, and the time left on the server's clock. When the countdown
 * ends the socket layer re-syncs (countdownEnded); should nothing new arrive (socket down), GET
 * /v1/system is asked every few seconds until the next round shows.
 */
export function useZoneRound(zone: Zone) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => selectCurrentRound(state, zone));
  const last = useAppSelector((state) => selectLastRound(state, zone));
  const offsetMs = useAppSelector(selectServerOffsetMs);
  const { data: system, refetch } = useGetSystemQuery();
  const endMs = current ? Date.parse(current.endTime) : undefined;
  const incId = current?.incId;
  const remainingMs = useCountdown(endMs, offsetMs, () => {
    if (incId !== undefined) dispatch(countdownEnded({ zone, incId }));
  });
  const ended = remainingMs === 0;

  useEffect(() => {
    if (!ended) return;
    const timer = setInterval(() => void refetch(), STALE_ROUND_REFETCH_MS);
    return () => clearInterval(timer);
  }, [ended, refetch]);

  const lockSeconds = system?.game.betLockSeconds ?? DEFAULT_BET_LOCK_SECONDS;
  const locked = remainingMs !== undefined && remainingMs <= lockSeconds * 1000;
  return { current, last, remainingMs, ended, locked, system };
}
