import type { ParticipationResponse, RoundStats } from '../../../../shared/api/rounds';
import { api } from '../../../api/base';
import { cursorPages, pageParams } from '../../../api/history-pages';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveFirstPageOf, saveSnapshotOf } from '../../../stores/save-snapshot';

export const playHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /v1/sessions/stats: the rounds the player bet in, page after page by cursor back to the first
     * (issue 30); the first page is kept for offline reading.
     */
    getPlayHistory: build.infiniteQuery<ParticipationResponse, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/sessions/stats', params: pageParams(pageParam) }),
      providesTags: ['PlayHistory'],
      onQueryStarted: saveFirstPageOf<ParticipationResponse, void>(snapshotKeys.playHistory),
    }),
    /** GET /v1/sessions/{id}/stats: one round with the player's bets; each one read is kept. */
    getPlayedRound: build.query<RoundStats, number>({
      query: (id) => `/sessions/${id}/stats`,
      providesTags: ['PlayHistory'],
      onQueryStarted: saveSnapshotOf<RoundStats, number>((id) => snapshotKeys.round(id)),
    }),
  }),
});

export const { useGetPlayHistoryInfiniteQuery, useGetPlayedRoundQuery } = playHistoryApi;
