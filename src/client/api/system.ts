import type { SystemResponse } from '../../shared/api/system';
import { snapshotKeys } from '../stores/offline-slice';
import { saveSnapshotOf } from '../stores/save-snapshot';
import { systemFetched } from '../stores/system-slice';
import { api } from './base';

/**
 * GET /v1/system (public): server clock, each zone's rounds, game settings, banners and hotline.
 * Each answer also feeds the rounds and clock offset of the system slice, which the socket keeps
 * current from then on.
 */
const saveSystem = saveSnapshotOf<SystemResponse, void>(snapshotKeys.system);

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystem: build.query<SystemResponse, void>({
      query: () => '/system',
      providesTags: ['System'],
      async onQueryStarted(arg, lifecycle) {
        const { dispatch, queryFulfilled } = lifecycle;
        // Kept for Home reopened offline: the last known rounds, the levels' lengths, the rules.
        void saveSystem(arg, lifecycle);
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(systemFetched({ serverTime: data.serverTime, receivedAt: Date.now(), zones: data.zones }));
      },
    }),
  }),
});

export const { useGetSystemQuery } = systemApi;
