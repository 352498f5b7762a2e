import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { BetsQuery, BetsResponse, PlaceBetBody, PlaceBetResponse } from '../../../../shared/api/bets';
import type { Round } from '../../../../shared/api/rounds';
import { type Zone, ZONES } from '../../../../shared/game';
import { api } from '../../../api/base';
import { balanceChanged } from '../../../stores/auth-slice';
import { roundClosed, statusReceived } from '../../../stores/realtime-actions';

export interface PlaceBetArgs {
  readonly body: PlaceBetBody;
  /** Fresh for each tap; the same only when the very same request is retried automatically. */
  readonly idempotencyKey: string;
}

export const betsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /v1/bets: answers the bet and the balance right after it; the profile is then refetched (spec section 4). */
    placeBet: build.mutation<PlaceBetResponse, PlaceBetArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/bets', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      // The bet sheet resends once with the same key, then says itself if the network failed.
      extraOptions: { retriesOnNetworkError: true },
      invalidatesTags: (result) => (result ? ['Profile', 'Bets'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(balanceChanged({ balance: data.balance, balanceVersion: data.balanceVersion }));
      },
    }),
    /**
     * GET /v1/bets: the player's bets, newest first. When a round they are waiting on settles
     * (NEW_SESSION, or the STATUS after a reconnect), they are fetched again to show the outcome;
     * rounds without a waiting bet cost no request.
     */
    getBets: build.query<BetsResponse, BetsQuery>({
      query: (params) => ({ url: '/bets', params }),
      providesTags: ['Bets'],
      async onCacheEntryAdded(args, { dispatch, getCacheEntry, cacheDataLoaded, cacheEntryRemoved }) {
        if (!(await cacheDataLoaded.then(() => true).catch(() => false))) return;
        const settled = (zone: Zone, last: Round | null) => {
          const waiting = getCacheEntry().data?.results.some((bet) => bet.status === 'PENDING' && bet.session.zone === zone && last && bet.session.incId <= last.incId);
          if (waiting) dispatch(betsApi.util.invalidateTags(['Bets']));
        };
        const unsubscribe = [
          dispatch(addListener({ actionCreator: roundClosed, effect: ({ payload }) => settled(payload.zone, payload.last) })),
          dispatch(
            addListener({
              actionCreator: statusReceived,
              effect: ({ payload }) => ZONES.forEach((zone) => (!args.zone || args.zone === zone) && settled(zone, payload.zones[zone]?.last ?? null)),
            }),
          ),
        ] as unknown as UnsubscribeListener[];
        await cacheEntryRemoved;
        unsubscribe.forEach((stop) => stop());
      },
    }),
  }),
});

export const { usePlaceBetMutation, useGetBetsQuery } = betsApi;
