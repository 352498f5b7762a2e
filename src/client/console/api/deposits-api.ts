import type { AdminDepositBody, AdminDepositResponse } from '../../../shared/api/deposits';
import { api } from '../../api/base';

/** POST /v1/admin/deposits: credit (SUCCESS) or record (FAILED) a top-up; the key makes a retry credit once. */
export const consoleDepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createAdminDeposit: build.mutation<AdminDepositResponse, AdminDepositBody & { idempotencyKey: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/admin/deposits', method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
  }),
});

export const { useCreateAdminDepositMutation } = consoleDepositsApi;
