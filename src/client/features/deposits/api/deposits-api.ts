import type { DepositsResponse } from '../../../../shared/api/deposits';
import { api } from '../../../api/base';
import { snapshotKeys } from '../../../stores/offline-slice';
import { saveSnapshotOf } from '../../../stores/save-snapshot';

export const depositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/deposits; kept for offline reading. */
    getDeposits: build.query<DepositsResponse, void>({
      query: () => '/deposits',
      providesTags: ['Deposits'],
      onQueryStarted: saveSnapshotOf<DepositsResponse>(snapshotKeys.deposits),
    }),
  }),
});

export const { useGetDepositsQuery } = depositsApi;
