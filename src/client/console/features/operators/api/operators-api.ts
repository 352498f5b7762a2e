import type { AdminOperatorsQuery, AdminOperatorsResponse, CreateOperatorBody, CreateOperatorResponse, ResetOperatorTotpResponse } from '../../../../../shared/api/admin-operators';
import { api } from '../../../../api/base';

/** /v1/admin/operators: the operator accounts. */
export const consoleOperatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOperators: build.query<AdminOperatorsResponse, AdminOperatorsQuery>({
      query: (params) => ({ url: '/admin/operators', params }),
      providesTags: ['AdminOperators'],
    }),
    createOperator: build.mutation<CreateOperatorResponse, CreateOperatorBody>({
      query: (body) => ({ url: '/admin/operators', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['AdminOperators'] : []),
    }),
    resetOperatorTotp: build.mutation<ResetOperatorTotpResponse, number>({
      query: (id) => ({ url: `/admin/operators/${id}/reset-totp`, method: 'POST', body: {} }),
      // A refusal (already reset by someone else) refetches too: the list shows what is true now.
      invalidatesTags: ['AdminOperators'],
    }),
  }),
});

export const { useGetOperatorsQuery, useCreateOperatorMutation, useResetOperatorTotpMutation } = consoleOperatorsApi;
