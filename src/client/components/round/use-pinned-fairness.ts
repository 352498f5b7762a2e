import { useMemo } from 'react';
import { useGetFairnessQuery } from '../../api/fairness';
import { pinFairness, pinnedFairness, type UsablePins } from '../../lib/chain-pins';

/** The salt and chains change only when an operator starts a new chain; one read serves every check for 10 minutes. */
const FAIRNESS_REFETCH_SECONDS = 600;

/**
 * The fairness data as this device first saw it (lib/chain-pins.ts): each new list from
 * GET /v1/fairness is pinned as it arrives; offline, what was pinned before. `pins` is undefined
 * until there is a salt to check with; `failed` when there will be none (no list, nothing pinned).
 */
export function usePinnedFairness(): { readonly pins: UsablePins | undefined; readonly failed: boolean } {
  const { data, isError } = useGetFairnessQuery(undefined, { refetchOnMountOrArgChange: FAIRNESS_REFETCH_SECONDS });
  // Pinning is idempotent (the same list gives the same pins), so it may run while rendering.
  const pins = useMemo(() => (data ? pinFairness(data) : isError ? pinnedFairness() : undefined), [data, isError]);
  const usable = pins?.salt ? (pins as UsablePins) : undefined;
  return { pins: usable, failed: isError && !usable };
}
