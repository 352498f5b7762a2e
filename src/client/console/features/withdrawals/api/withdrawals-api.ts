import type { AdminWithdrawal, AdminWithdrawalsQuery, AdminWithdrawalsResponse, BulkApproveResponse, DecisionResponse } from '../../../../../shared/api/withdrawals';
import { api } from '../../../../api/base';

export interface DecisionArg {
  readonly id: number;
  readonly approve: boolean;
  /** Optional when approving, required (the player's reason) when rejecting. */
  readonly note: string;
  readonly idempotencyKey: string;
}

export interface BulkApproveArg {
  readonly ids: readonly number[];
  /** Optional, the same for every withdrawal. */
  readonly note: string;
  readonly idempotencyKey: string;
}

interface CacheTools {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
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
      async onQueryStarted(_arg, tools) {
        const result = await tools.queryFulfilled.catch(() => undefined);
        if (result) showAnswered([result.data.withdrawal], tools);
      },
    }),
    /**
     * Several pending withdrawals approved in one call, each decided on its own by the server:
     * every row then shows what the answer says it is now (approved here, or as another operator
     * decided it meanwhile, never overwritten). One key per bulk approval meant: a resend approves
     * nothing twice. A refusal of the whole call refetches the queue.
     */
    bulkApproveWithdrawals: build.mutation<BulkApproveResponse, BulkApproveArg>({
      query: ({ ids, note, idempotencyKey }) => ({
        url: '/admin/withdrawals/bulk-approve',
        method: 'POST',
        body: note ? { ids, note } : { ids },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result ? [] : ['AdminWithdrawals']),
      async onQueryStarted(_arg, tools) {
        const result = await tools.queryFulfilled.catch(() => undefined);
        if (result) showAnswered(result.data.results.flatMap((r) => (r.withdrawal ? [r.withdrawal] : [])), tools);
      },
    }),
  }),
});

/** Every cached page of the queue shows the `answered` rows as the server answered them. */
function showAnswered(answered: readonly AdminWithdrawal[], { dispatch, getState }: CacheTools) {
  const byId = new Map(answered.map((w) => [w.id, w]));
  for (const { endpointName, originalArgs } of consoleWithdrawalsApi.util.selectInvalidatedBy(getState() as never, ['AdminWithdrawals'])) {
    if (endpointName !== 'getAdminWithdrawals') continue;
    dispatch(
      consoleWithdrawalsApi.util.updateQueryData('getAdminWithdrawals', originalArgs as AdminWithdrawalsQuery, (draft) => {
        draft.results = draft.results.map((w) => byId.get(w.id) ?? w);
      }),
    );
  }
}

export const { useGetAdminWithdrawalsQuery, useDecideWithdrawalMutation, useBulkApproveWithdrawalsMutation } = consoleWithdrawalsApi;
