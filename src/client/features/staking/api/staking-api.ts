import type { CreateStakeBody, CreateStakeResponse, StakesResponse } from '../../../../shared/api/growth';
import { api } from '../../../api/base';
import { balanceChanged } from '../../../stores/auth-slice';

export interface CreateStakeArgs extends CreateStakeBody {
  readonly playerId: number;
  /** Made when the confirmation opens: a double tap or a retry starts the stake once. */
  readonly idempotencyKey: string;
}

export const stakingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/players/{id}/staking: the player's stakes, newest first. */
    getStakes: build.query<StakesResponse, number>({
      query: (playerId) => `/players/${playerId}/staking`,
      providesTags: ['Stakes'],
    }),
    /** POST /v1/players/{id}/staking: the amount leaves the balance at once; the answer carries the balance after it. */
    createStake: build.mutation<CreateStakeResponse, CreateStakeArgs>({
      query: ({ playerId, idempotencyKey, ...body }) => ({
        url: `/players/${playerId}/staking`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? ['Stakes', 'Ledger'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(balanceChanged({ balance: data.balance, balanceVersion: data.balanceVersion }));
      },
    }),
  }),
});

export const { useGetStakesQuery, useCreateStakeMutation } = stakingApi;
