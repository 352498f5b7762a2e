import type { SystemResponse } from '../../shared/api/system';
import { systemFetched } from '../stores/system-slice';
import { api } from './base';

/**
 * GET /v1/system (public): server clock, each zone's rounds, game settings, banners and hotline.
 * Each answer also feeds the rounds and clock offset of the system slice, which the socket keeps
 * current from then on.
 */
export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSystem: build.query<SystemResponse, void>({
      query: () => '/system',
      providesTags: ['System'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(systemFetched({ serverTime: data.serverTime, receivedAt: Date.now(), zones: data.zones }));
      },
    }),
  }),
});

export const { useGetSystemQuery } = systemApi;
