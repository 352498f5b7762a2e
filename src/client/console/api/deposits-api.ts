import type { AdminDepositBody, AdminDepositResponse, AdminDepositsQuery, AdminDepositsResponse } from '../../../shared/api/deposits';
import { api } from '../../api/base';

/**
 * POST /v1/admin/deposits: credit (SUCCESS) or record (FAILED) a top-up; the key makes a retry credit
 * once. GET: the history of every deposit across players (issue 50), read again after any answer of
 * the form (a new row, or one another operator recorded meanwhile).
 */
export const consoleDepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminDeposits: build.query<AdminDepositsResponse, AdminDepositsQuery>({
      query: (params) => ({ url: '/admin/deposits', params }),
      providesTags: ['AdminDeposits'],
    }),
    createAdminDeposit: build.mutation<AdminDepositResponse, AdminDepositBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/admin/deposits', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['AdminDeposits'],
    }),
  }),
});

export const { useCreateAdminDepositMutation, useGetAdminDepositsQuery } = consoleDepositsApi;
