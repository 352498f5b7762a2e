import type { ParticipationQuery, ParticipationResponse, RoundStats } from '../../../../shared/api/rounds';
import { api } from '../../../api/base';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveSnapshotOf } from '../../../stores/save-snapshot';

export const playHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/sessions/stats: the rounds the player bet in; the latest answer is kept for offline reading. */
    getPlayHistory: build.query<ParticipationResponse, ParticipationQuery>({
      query: (params) => ({ url: '/sessions/stats', params }),
      providesTags: ['PlayHistory'],
      onQueryStarted: saveSnapshotOf<ParticipationResponse, ParticipationQuery>(snapshotKeys.playHistory),
    }),
    /** GET /v1/sessions/{id}/stats: one round with the player's bets; each one read is kept. */
    getPlayedRound: build.query<RoundStats, number>({
      query: (id) => `/sessions/${id}/stats`,
      providesTags: ['PlayHistory'],
      onQueryStarted: saveSnapshotOf<RoundStats, number>((id) => snapshotKeys.round(id)),
    }),
  }),
});

export const { useGetPlayHistoryQuery, useGetPlayedRoundQuery } = playHistoryApi;
