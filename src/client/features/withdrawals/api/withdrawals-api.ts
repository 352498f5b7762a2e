import type {
  CreateWithdrawalBody,
  CreateWithdrawalResponse,
  WithdrawalRules,
  WithdrawalsQuery,
  WithdrawalsResponse,
} from '../../../../shared/api/withdrawals';
import { api } from '../../../api/base';
import { balanceChanged } from '../../../stores/auth-slice';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveSnapshotOf } from '../../../stores/save-snapshot';

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
    getWithdrawalRules: build.query<WithdrawalRules, void>({
      query: () => '/withdrawals/rules',
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
  }),
});

export const { useGetWithdrawalsQuery, useGetWithdrawalRulesQuery, useRequestWithdrawalMutation } = withdrawalsApi;
