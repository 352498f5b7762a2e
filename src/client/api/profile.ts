import type { Player } from '../../shared/api/players';
import { profileUpdated } from '../stores/auth-slice';
import { snapshotKeys } from '../stores/offline-slice';
import { saveSnapshotOf } from '../stores/save-snapshot';
import { api } from './base';

const saveProfile = saveSnapshotOf<Player>(snapshotKeys.profile);

/** GET /v1/auth/profile: used wherever the balance shows; each answer refreshes the saved session. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Player, void>({
      query: () => '/auth/profile',
      providesTags: ['Profile'],
      async onQueryStarted(arg, lifecycle) {
        const { data } = await lifecycle.queryFulfilled.catch(() => ({ data: undefined }));
        if (data) lifecycle.dispatch(profileUpdated(data));
        await saveProfile(arg, lifecycle);
      },
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
