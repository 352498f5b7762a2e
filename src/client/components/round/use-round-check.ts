import { useEffect, useState } from 'react';
import type { Round } from '../../../shared/api/rounds';
import { useGetSettledRoundQuery } from '../../api/fairness';
import type { UsablePins } from '../../lib/chain-pins';
import { type RoundCheck, verifyRound } from '../../lib/verify-round';
import { usePinnedFairness } from './use-pinned-fairness';

export type RoundCheckState =
  | { readonly status: 'checking' }
  | { readonly status: 'done'; readonly check: RoundCheck }
  /** No salt to check with (GET /v1/fairness failed and nothing was pinned before), or the walk failed. */
  | { readonly status: 'failed' };

/** A finished check and what it was made from: shown only while those are still what the screen has. */
interface Finished {
  readonly round: Round;
  readonly pins: UsablePins;
  readonly previousSeed: string | null | undefined;
  readonly check: RoundCheck | null;
}

/**
 * Checks a settled round on this device against the pinned chain (lib/verify-round.ts), with the
 * previous round's seed when the server has that round (asked quietly: a gap is no error).
 */
export function useRoundCheck(round: Round): RoundCheckState {
  const { pins, failed } = usePinnedFairness();
  const settled = Boolean(round.seed);
  const previous = useGetSettledRoundQuery({ zone: round.zone, incId: round.incId - 1 }, { skip: !settled || round.incId <= 1 });
  const previousSeed = previous.isFetching ? undefined : (previous.data?.seed ?? null);
  const [finished, setFinished] = useState<Finished | null>(null);

  useEffect(() => {
    if (!pins || !settled || (previousSeed === undefined && round.incId > 1)) return;
    let live = true;
    verifyRound(round, pins, { previousSeed }).then(
      (check) => live && setFinished({ round, pins, previousSeed, check }),
      () => live && setFinished({ round, pins, previousSeed, check: null }),
    );
    return () => {
      live = false;
    };
  }, [round, pins, settled, previousSeed]);

  if (failed) return { status: 'failed' };
  if (!finished || finished.round !== round || finished.pins !== pins || finished.previousSeed !== previousSeed) return { status: 'checking' };
  return finished.check ? { status: 'done', check: finished.check } : { status: 'failed' };
}
