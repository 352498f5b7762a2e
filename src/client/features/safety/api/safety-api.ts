import type { PauseBody, SafetyResponse, SessionResult, SetLimitBody, SetRealityCheckBody } from '../../../../shared/api/safety';
import { api } from '../../../api/base';

interface PlayerArg {
  readonly playerId: number;
}

/** Responsible play (own): loss limits, the reality check, cool-off and self-exclusion, all enforced by the server. */
export const safetyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/players/{id}/safety: limits with what is used and pending, the reality check, the running pause. */
    getSafety: build.query<SafetyResponse, number>({
      query: (playerId) => `/players/${playerId}/safety`,
      providesTags: ['Safety'],
    }),
    /** PUT .../safety/limits: lowering applies at once, raising or removing after 24 hours (the answer says which). */
    setLossLimit: build.mutation<unknown, SetLimitBody & PlayerArg>({
      query: ({ playerId, ...body }) => ({ url: `/players/${playerId}/safety/limits`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Safety']),
    }),
    /** PUT .../safety/reality-check: every N minutes, or null for never. */
    setRealityCheck: build.mutation<unknown, SetRealityCheckBody & PlayerArg>({
      query: ({ playerId, ...body }) => ({ url: `/players/${playerId}/safety/reality-check`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Safety']),
    }),
    /** POST .../safety/pause: a cool-off or self-exclusion; cannot be undone before it ends. */
    startPause: build.mutation<unknown, PauseBody & PlayerArg>({
      query: ({ playerId, ...body }) => ({ url: `/players/${playerId}/safety/pause`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Safety']),
    }),
    /** GET .../safety/result?since=: net result of the bets settled since the play session began. */
    getSessionResult: build.query<SessionResult, PlayerArg & { since: number }>({
      query: ({ playerId, since }) => ({ url: `/players/${playerId}/safety/result`, params: { since } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSafetyQuery, useSetLossLimitMutation, useSetRealityCheckMutation, useStartPauseMutation, useLazyGetSessionResultQuery } = safetyApi;
