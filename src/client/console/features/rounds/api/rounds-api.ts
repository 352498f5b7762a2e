import type { AdminRoundsQuery, AdminRoundsResponse } from '../../../../../shared/api/admin-rounds';
import { api } from '../../../../api/base';

/** /v1/admin/rounds: the rounds audit, read only (no call edits a round). */
export const consoleRoundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminRounds: build.query<AdminRoundsResponse, AdminRoundsQuery>({
      query: (params) => ({ url: '/admin/rounds', params }),
      providesTags: ['AdminRounds'],
    }),
  }),
});

export const { useGetAdminRoundsQuery } = consoleRoundsApi;
