import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { Round, SessionsQuery, SessionsResponse } from '../../../../shared/api/rounds';
import type { Zone } from '../../../../shared/game';
import { api } from '../../../api/base';
import { snapshotKeys } from '../../../stores/offline-slice';
import { roundClosed, statusReceived } from '../../../stores/realtime-actions';
import { saveSnapshotOf } from '../../../stores/save-snapshot';

export type RoundsArgs = Required<Pick<SessionsQuery, 'zone' | 'page' | 'limit'>>;

/** Puts a just-settled round at the top of page 1, keeping its size. */
function prepend(draft: SessionsResponse, round: Round): void {
  draft.results.unshift(round);
  if (draft.results.length > draft.limit) draft.results.pop();
  draft.totalResults += 1;
  draft.totalPages = Math.max(1, Math.ceil(draft.totalResults / draft.limit));
}

const saveTrend = saveSnapshotOf<SessionsResponse, RoundsArgs>((args) => snapshotKeys.trend(args.zone));

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/sessions: settled rounds of a zone, newest first. */
    getRounds: build.query<SessionsResponse, RoundsArgs>({
      query: (params) => ({ url: '/sessions', params }),
      providesTags: (_result, _error, { zone }) => [{ type: 'Rounds', id: zone }],
      // Page 1 of each level is kept for offline reading.
      onQueryStarted: (args, lifecycle) => (args.page === 1 ? saveTrend(args, lifecycle) : undefined),
      /**
       * Page 1 follows the socket: each round that settles in its zone is put on top without a
       * request. After a reconnect (STATUS), a gap means rounds were missed while away: refetch.
       */
      async onCacheEntryAdded(args, { dispatch, updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        if (args.page !== 1) return;
        const loaded = await cacheDataLoaded.then(() => true).catch(() => false);
        if (!loaded) return;
        const refetch = () => dispatch(roundsApi.util.invalidateTags([{ type: 'Rounds', id: args.zone }]));
        const follow = (zone: Zone, last: Round | null, gapMeansMissed: boolean) => {
          if (zone !== args.zone || !last?.result) return;
          updateCachedData((draft) => {
            const head = draft.results[0]?.incId;
            if (head !== undefined && last.incId <= head) return;
            if (head === undefined || last.incId === head + 1 || !gapMeansMissed) prepend(draft, last);
            else queueMicrotask(refetch);
          });
        };
        const unsubscribe = [
          dispatch(addListener({ actionCreator: roundClosed, effect: ({ payload }) => follow(payload.zone, payload.last, false) })),
          dispatch(addListener({ actionCreator: statusReceived, effect: ({ payload }) => follow(args.zone, payload.zones[args.zone]?.last ?? null, true) })),
        ] as unknown as UnsubscribeListener[];
        await cacheEntryRemoved;
        unsubscribe.forEach((stop) => stop());
      },
    }),
  }),
});

export const { useGetRoundsQuery } = roundsApi;
