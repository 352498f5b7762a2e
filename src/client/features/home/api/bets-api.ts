import type { BetsQuery, BetsResponse, PlaceBetBody, PlaceBetResponse } from '../../../../shared/api/bets';
import { api } from '../../../api/base';
import { balanceChanged } from '../../../stores/auth-slice';

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
      invalidatesTags: (result) => (result ? ['Profile', 'Bets'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(balanceChanged(data.balance));
      },
    }),
    /** GET /v1/bets: the player's bets, newest first. */
    getBets: build.query<BetsResponse, BetsQuery>({
      query: (params) => ({ url: '/bets', params }),
      providesTags: ['Bets'],
    }),
  }),
});

export const { usePlaceBetMutation, useGetBetsQuery } = betsApi;
