import type { FairnessResponse, Round, RoundParams } from '../../shared/api/rounds';
import { snapshotKeys } from '../stores/offline-slice';
import { saveSnapshotOf } from '../stores/save-snapshot';
import { api } from './base';

/** The salt and chains change only when an operator starts a new chain; kept for 10 minutes. */
const FAIRNESS_KEEP_SECONDS = 600;

/** GET /v1/fairness: the public salt and each chain's terminating hash (decisions section 3). */
export const fairnessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFairness: build.query<FairnessResponse, void>({
      query: () => '/fairness',
      providesTags: ['Fairness'],
      keepUnusedDataFor: FAIRNESS_KEEP_SECONDS,
      onQueryStarted: saveSnapshotOf<FairnessResponse>(snapshotKeys.fairness),
    }),
    /**
     * GET /v1/sessions/{zone}/{incId} (public): a settled round by number, to check it (issue 30). A
     * settled round never changes. Quiet: whoever asks says what went wrong where it is asked.
     */
    getSettledRound: build.query<Round, RoundParams>({
      query: ({ zone, incId }) => `/sessions/${zone}/${incId}`,
      keepUnusedDataFor: FAIRNESS_KEEP_SECONDS,
      extraOptions: { quiet: true },
    }),
  }),
});

export const { useGetFairnessQuery, useGetSettledRoundQuery } = fairnessApi;
