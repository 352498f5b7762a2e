import type { AdminVerification, AdminVerificationsQuery, AdminVerificationsResponse } from '../../../../../shared/api/verifications';
import { api } from '../../../../api/base';

export interface ReviewArg {
  readonly id: number;
  readonly approve: boolean;
  readonly reason: string;
}

/** /v1/admin/verifications: identity checks with short-lived signed photo URLs, and their review. */
export const consoleVerificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminVerifications: build.query<AdminVerificationsResponse, AdminVerificationsQuery>({
      query: (params) => ({ url: '/admin/verifications', params }),
      providesTags: ['AdminVerifications'],
    }),
    /** As with withdrawals: the server's answer replaces the row; a refusal refetches the list. */
    reviewVerification: build.mutation<AdminVerification, ReviewArg>({
      query: ({ id, approve, reason }) => ({
        url: `/admin/verifications/${id}/${approve ? 'approve' : 'reject'}`,
        method: 'POST',
        body: approve ? {} : { reason },
      }),
      invalidatesTags: (result) => (result ? [] : ['AdminVerifications']),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (!result) return;
        const reviewed = result.data;
        for (const { endpointName, originalArgs } of consoleVerificationsApi.util.selectInvalidatedBy(getState(), ['AdminVerifications'])) {
          if (endpointName !== 'getAdminVerifications') continue;
          dispatch(
            consoleVerificationsApi.util.updateQueryData('getAdminVerifications', originalArgs as AdminVerificationsQuery, (draft) => {
              draft.results = draft.results.map((v) => (v.id === reviewed.id ? reviewed : v));
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetAdminVerificationsQuery, useReviewVerificationMutation } = consoleVerificationsApi;
