import type { DepositsResponse } from '../../../../shared/api/deposits';
import { api } from '../../../api/base';
import { cursorPages, pageParams } from '../../../api/history-pages';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveFirstPageOf } from '../../../stores/save-snapshot';

export const depositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/deposits, page after page by cursor back to the first (issue 30); the first page is kept for offline reading. */
    getDeposits: build.infiniteQuery<DepositsResponse, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/deposits', params: pageParams(pageParam) }),
      providesTags: ['Deposits'],
      onQueryStarted: saveFirstPageOf<DepositsResponse, void>(snapshotKeys.deposits),
    }),
  }),
});

export const { useGetDepositsInfiniteQuery } = depositsApi;
