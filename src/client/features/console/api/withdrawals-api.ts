import type { AdminWithdrawalsQuery, AdminWithdrawalsResponse, DecisionResponse } from '../../../../shared/api/withdrawals';
import { api } from '../../../api/base';

export interface DecisionArg {
  readonly id: number;
  readonly approve: boolean;
  /** Optional when approving, required (the player's reason) when rejecting. */
  readonly note: string;
  readonly idempotencyKey: string;
}

/** /v1/admin/withdrawals: the queue and one final decision per withdrawal. */
export const consoleWithdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminWithdrawals: build.query<AdminWithdrawalsResponse, AdminWithdrawalsQuery>({
      query: (params) => ({ url: '/admin/withdrawals', params }),
      providesTags: ['AdminWithdrawals'],
    }),
    /**
     * The row then shows what the server answered (a replayed answer may be another operator's
     * decision); a refusal (409: decided elsewhere meanwhile) refetches the queue instead of guessing.
     */
    decideWithdrawal: build.mutation<DecisionResponse, DecisionArg>({
      query: ({ id, approve, note, idempotencyKey }) => ({
        url: `/admin/withdrawals/${id}/${approve ? 'approve' : 'reject'}`,
        method: 'POST',
        body: note || !approve ? { note } : {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? [] : ['AdminWithdrawals']),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const { withdrawal } = result.data;
        for (const { endpointName, originalArgs } of consoleWithdrawalsApi.util.selectInvalidatedBy(getState(), ['AdminWithdrawals'])) {
          if (endpointName !== 'getAdminWithdrawals') continue;
          dispatch(
            consoleWithdrawalsApi.util.updateQueryData('getAdminWithdrawals', originalArgs as AdminWithdrawalsQuery, (draft) => {
              draft.results = draft.results.map((w) => (w.id === withdrawal.id ? withdrawal : w));
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetAdminWithdrawalsQuery, useDecideWithdrawalMutation } = consoleWithdrawalsApi;
