import type { Player } from '../../shared/api/players';
import { profileUpdated } from '../stores/auth-slice';
import { api } from './base';

/** GET /v1/auth/profile: used wherever the balance shows; each answer refreshes the saved session. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Player, void>({
      query: () => '/auth/profile',
      providesTags: ['Profile'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(profileUpdated(data));
      },
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
