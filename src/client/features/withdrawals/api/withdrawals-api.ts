import type {
  CancelWithdrawalResponse,
  CreateWithdrawalBody,
  CreateWithdrawalResponse,
  WithdrawalsQuery,
  WithdrawalsResponse,
} from '../../../../shared/api/withdrawals';
import { api } from '../../../api/base';
import { cursorPages, pageParams } from '../../../api/history-pages';
import { balanceChanged } from '../../../stores/auth-slice';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveFirstPageOf, saveSnapshotOf } from '../../../stores/save-snapshot';

const saveList = saveSnapshotOf<WithdrawalsResponse, WithdrawalsQuery | void>(snapshotKeys.withdrawals);

export const withdrawalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/withdrawals; the full list (no range) is kept for offline reading. */
    getWithdrawals: build.query<WithdrawalsResponse, WithdrawalsQuery | void>({
      query: (range) => ({ url: '/withdrawals', params: range ?? undefined }),
      providesTags: ['Withdrawals'],
      async onQueryStarted(range, lifecycle) {
        if (!range?.from && !range?.to) await saveList(range, lifecycle);
      },
    }),
    /** GET /v1/withdrawals, page after page by cursor back to the first (issue 30); the first page is kept for offline reading. */
    getWithdrawalHistory: build.infiniteQuery<WithdrawalsResponse, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/withdrawals', params: pageParams(pageParam) }),
      providesTags: ['Withdrawals'],
      onQueryStarted: saveFirstPageOf<WithdrawalsResponse, void>(snapshotKeys.withdrawals),
    }),
    /** POST /v1/withdrawals with an Idempotency-Key: a repeated tap or a retry holds the points once. */
    requestWithdrawal: build.mutation<CreateWithdrawalResponse, CreateWithdrawalBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/withdrawals', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Withdrawals', 'Ledger'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(balanceChanged({ balance: result.data.balance, balanceVersion: result.data.balanceVersion }));
      },
    }),
    /** POST /v1/withdrawals/{id}/cancel: the player's own pending withdrawal, its points back (issue 50). */
    cancelWithdrawal: build.mutation<CancelWithdrawalResponse, { id: number; idempotencyKey: string }>({
      query: ({ id, idempotencyKey }) => ({ url: `/withdrawals/${id}/cancel`, method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Withdrawals', 'Ledger'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(balanceChanged({ balance: result.data.balance, balanceVersion: result.data.balanceVersion }));
      },
    }),
  }),
});

export const { useGetWithdrawalsQuery, useGetWithdrawalHistoryInfiniteQuery, useRequestWithdrawalMutation, useCancelWithdrawalMutation } = withdrawalsApi;
