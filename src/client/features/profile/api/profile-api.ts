import type { Player, PlayerUpdateBody } from '../../../../shared/api/players';
import { api } from '../../../api/base';
import { profileUpdated } from '../../../stores/auth-slice';

export const playerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /v1/players/{id}: profile or bank fields; the answer refreshes the saved session. */
    updatePlayer: build.mutation<Player, { id: number; body: PlayerUpdateBody }>({
      query: ({ id, body }) => ({ url: `/players/${id}`, method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.catch(() => undefined);
        if (result) dispatch(profileUpdated(result.data));
      },
    }),
  }),
});

export const { useUpdatePlayerMutation } = playerApi;
